import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import { isMediaPath } from "../media/media-files.ts";

export type StaticSite = (request: IncomingMessage, response: ServerResponse) => void;

/** The runtime's hashed files never change under their name; page data and pages do. */
export function isHashedAsset(path: string): boolean {
  return (
    path.startsWith("/_ilha/") &&
    !path.startsWith("/_ilha/data/") &&
    /-[\w-]{8}\.(?:js|css)$/.test(path)
  );
}

/**
 * A request path that could leave the site's folder or confuse a file system: `..` segments
 * (also percent-encoded), backslashes and NUL bytes.
 */
export function isHostilePath(rawPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return true;
  }
  return [rawPath, decoded].some(
    (path) => path.includes("\\") || path.includes("\0") || path.split("/").includes(".."),
  );
}

/**
 * Serves a built site from `dir` as if it lived under `base`: its files, `index.html` for folders,
 * precompressed brotli and gzip copies, an ETag on every file, hashed assets cached for a year,
 * and the site's `404.html` with status 404 for anything else.
 */
export async function staticSite({
  dir,
  base,
  headers = {},
}: {
  dir: string;
  base: string;
  /** Sent with every response (security headers). */
  headers?: Record<string, string>;
}): Promise<StaticSite> {
  const notFound = await readFile(join(dir, "404.html")).catch(() => Buffer.from("Not found"));
  const serve = sirv(dir, {
    dev: false,
    etag: true,
    dotfiles: false,
    extensions: ["html"],
    brotli: true,
    gzip: true,
    setHeaders: (response, path) => {
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
      response.setHeader(
        "Cache-Control",
        isHashedAsset(path) || isMediaPath(path)
          ? "public, max-age=31536000, immutable"
          : "no-cache",
      );
    },
  });
  return (request, response) => {
    const sendNotFound = () => {
      response.writeHead(404, { ...headers, "content-type": "text/html; charset=utf-8" });
      response.end(notFound);
    };
    const url = request.url ?? "/";
    const path = url.split("?")[0] ?? "/";
    if (isHostilePath(path) || (base !== "" && path !== base && !path.startsWith(`${base}/`))) {
      sendNotFound();
      return;
    }
    request.url = url.slice(base.length) || "/";
    serve(request, response, sendNotFound);
  };
}
