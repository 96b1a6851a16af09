import { readdir, stat } from "node:fs/promises";
import { join, sep } from "node:path";
import { lookup as mimeType } from "mrmime";

/** A file of a built site and the headers that describe it (type, length, encoding, ETag). */
export type SiteFile = { abs: string; size: number; headers: Record<string, string> };

const ENCODINGS = { ".br": "br", ".gz": "gzip" } as const;

/** Types mrmime's table leaves out: the default favicon a build writes (`/favicon.ico`). */
const MORE_TYPES: Record<string, string> = { ico: "image/x-icon" };

function describe(name: string, size: number, mtime: Date): Record<string, string> {
  const suffix = name.slice(-3);
  const encoding = suffix === ".br" || suffix === ".gz" ? ENCODINGS[suffix] : undefined;
  const file = encoding === undefined ? name : name.slice(0, -3);
  let type = mimeType(file) ?? MORE_TYPES[file.slice(file.lastIndexOf(".") + 1)] ?? "";
  if (type === "text/html") type += "; charset=utf-8";
  return {
    "Content-Type": type,
    "Content-Length": String(size),
    "Last-Modified": mtime.toUTCString(),
    ETag: `W/"${size}-${mtime.getTime()}"`,
    ...(encoding === undefined ? {} : { "Content-Encoding": encoding }),
  };
}

/** Every file under `dir` (dot files left out), by its URL path (`/pricing/index.html`). */
export async function listSiteFiles(dir: string): Promise<Map<string, SiteFile>> {
  const files = new Map<string, SiteFile>();
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const abs = join(entry.parentPath, entry.name);
    const name = abs.slice(dir.length).split(sep).join("/");
    if (/\/\./.test(name)) continue;
    const { size, mtime } = await stat(abs);
    files.set(name, { abs, size, headers: describe(name, size, mtime) });
  }
  return files;
}

/**
 * The paths a request may mean, best first: precompressed copies the client accepts, then the
 * file itself, `.html` and a folder's `index.html` (the lookup order of sirv).
 */
export function candidatePaths(pathname: string, acceptEncoding: string): string[] {
  const uri = pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  const extensions = [
    ...(/\bbr\b|brotli/i.test(acceptEncoding) ? ["html.br", "br"] : []),
    ...(acceptEncoding.includes("gzip") ? ["html.gz", "gz"] : []),
    "",
    "html",
  ];
  const paths: string[] = [];
  for (const extension of extensions) {
    const suffix = extension === "" ? "" : `.${extension}`;
    if (uri !== "") paths.push(uri + suffix);
    paths.push(`${uri}/index${suffix}`);
  }
  return paths;
}
