import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import sirv from "sirv";

/** The runtime's hashed files never change under their name; page data and pages do. */
function isHashedAsset(path: string): boolean {
  return (
    path.startsWith("/_ilha/") &&
    !path.startsWith("/_ilha/data/") &&
    /-[\w-]{8}\.(?:js|css)$/.test(path)
  );
}

/** The route base a folder was built for (recorded by `ilha build`), or the root. */
async function builtBase(dir: string): Promise<string> {
  try {
    const info = JSON.parse(await readFile(join(dir, "_ilha/build.json"), "utf8")) as {
      base?: unknown;
    };
    return typeof info.base === "string" ? info.base : "";
  } catch {
    return "";
  }
}

/**
 * A static server for a built site: its files under the base it was built for, `index.html` for
 * folders, and the site's `404.html` with status 404 for anything else.
 */
export async function startPreviewServer({
  dir,
  port,
  host,
}: {
  dir: string;
  port: number;
  host: string;
}): Promise<{ server: Server; url: string }> {
  const base = await builtBase(dir);
  const notFound = await readFile(join(dir, "404.html")).catch(() => Buffer.from("Not found"));
  const serve = sirv(dir, {
    dev: false,
    etag: true,
    dotfiles: false,
    extensions: ["html"],
    brotli: true,
    gzip: true,
    setHeaders: (response, path) => {
      if (isHashedAsset(path))
        response.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    },
  });
  const server = createServer((request, response) => {
    const sendNotFound = () => {
      response.writeHead(404, { "content-type": "text/html; charset=utf-8" });
      response.end(notFound);
    };
    const url = request.url ?? "/";
    if (base !== "" && url !== base && !url.startsWith(`${base}/`)) {
      sendNotFound();
      return;
    }
    request.url = url.slice(base.length) || "/";
    serve(request, response, sendNotFound);
  });
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(port, host, done);
  });
  const address = server.address();
  const actualPort = typeof address === "object" && address !== null ? address.port : port;
  return { server, url: `http://${host}:${actualPort}${base}/` };
}
