import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { isMediaPath } from "../media/media-files.ts";
import { type FileMemory, fileMemory } from "./file-memory.ts";
import { candidatePaths, listSiteFiles, type SiteFile } from "./site-files.ts";

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

const IMMUTABLE = "public, max-age=31536000, immutable";

/** A site's files cached for a year: the runtime's hashed files and media files. */
const isSiteImmutable = (path: string) => isHashedAsset(path) || isMediaPath(path);

/** Shared by every site a process serves. */
const sharedMemory = fileMemory();

/**
 * Serves a built site from `dir` as if it lived under `base`: its files (listed once: a built
 * folder does not change), `index.html` for folders, precompressed brotli and gzip copies, an
 * ETag on every file, hashed assets and media (or what `immutable` names) cached for a year, and
 * the site's `404.html` with status 404 for anything else. Small files are answered from memory.
 */
export async function staticSite({
  dir,
  base,
  headers = {},
  immutable = isSiteImmutable,
  memory = sharedMemory,
}: {
  dir: string;
  base: string;
  /** Sent with every response (security headers). */
  headers?: Record<string, string>;
  /** The paths whose file never changes under its name, cached for a year. */
  immutable?: (path: string) => boolean;
  memory?: FileMemory;
}): Promise<StaticSite> {
  const notFound = await readFile(join(dir, "404.html")).catch(() => Buffer.from("Not found"));
  const files = await listSiteFiles(dir);
  const answers = new Map<string, Record<string, string>>();
  const headersOf = (name: string, file: SiteFile) => {
    let answer = answers.get(name);
    if (answer === undefined) {
      const served = file.headers["Content-Encoding"] === undefined ? name : name.slice(0, -3);
      const cacheControl = immutable(served) ? IMMUTABLE : "no-cache";
      answer = {
        ...file.headers,
        ...headers,
        "Cache-Control": cacheControl,
        Vary: "Accept-Encoding",
      };
      answers.set(name, answer);
    }
    return answer;
  };

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
    let pathname = path.slice(base.length) || "/";
    if (pathname.includes("%")) pathname = decodeURI(pathname);
    const acceptEncoding = String(request.headers["accept-encoding"] ?? "");
    const name = candidatePaths(pathname, acceptEncoding).find((candidate) => files.has(candidate));
    const file = name === undefined ? undefined : files.get(name);
    if (name === undefined || file === undefined) {
      sendNotFound();
      return;
    }
    const answer = headersOf(name, file);
    if (request.headers["if-none-match"] === file.headers.ETag) {
      const { "Content-Length": _length, "Content-Type": _type, ...unchanged } = answer;
      response.writeHead(304, unchanged);
      response.end();
      return;
    }
    response.writeHead(200, answer);
    if (request.method === "HEAD") {
      response.end();
      return;
    }
    const kept = memory.peek(file.abs);
    if (kept !== undefined) {
      response.end(kept);
    } else if (memory.isKept(file.size)) {
      memory.read(file.abs).then(
        (bytes) => response.end(bytes),
        () => response.destroy(),
      );
    } else {
      createReadStream(file.abs)
        .on("error", () => response.destroy())
        .pipe(response);
    }
  };
}
