import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { staticSite } from "../hosting/static-site.ts";

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
  const handle = await staticSite({ dir, base });
  const server = createServer(handle);
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(port, host, done);
  });
  const address = server.address();
  const actualPort = typeof address === "object" && address !== null ? address.port : port;
  return { server, url: `http://${host}:${actualPort}${base}/` };
}
