import { readFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { gzipSync } from "node:zlib";

const KB = 1024;

/** The scripts a page loads first: its module entries and preloads, by path in `dir`. */
async function pageScripts(dir: string, page: string): Promise<string[]> {
  const html = await readFile(join(dir, page), "utf8");
  return [
    ...html.matchAll(
      /<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+)"/g,
    ),
  ].map((match) => join(dir, (match[1] ?? "").replace(/^\.?\//, "")));
}

/** `files` and every module they import statically (`import … from "./x.js"`), not `import()`. */
async function withStaticImports(files: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const queue = [...files];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (found.has(file)) continue;
    found.add(file);
    const source = await readFile(file, "utf8");
    for (const match of source.matchAll(
      /(?:^|[;\s}])(?:import|export)\s*(?:[^"'()]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g,
    )) {
      queue.push(join(dirname(file), match[1] ?? ""));
    }
  }
  return found;
}

async function gzippedKb(files: Iterable<string>): Promise<number> {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(await readFile(file)).length;
  return Number((bytes / KB).toFixed(1));
}

export type FirstLoad = { kb: number; files: string[] };

/** The gzipped first-load JavaScript of `page` in the built folder `dir`. */
export async function firstLoadJs(dir: string, page: string): Promise<FirstLoad> {
  const files = await withStaticImports(await pageScripts(dir, page));
  return { kb: await gzippedKb(files), files: [...files].map((file) => relative(dir, file)) };
}

/**
 * The editor's built pages (`dir`): the shell's first-load JavaScript, the canvas's (which its
 * iframe loads), and the two together, each file counted once; in KB gzipped.
 */
export async function editorFirstLoadKb(
  dir: string,
): Promise<{ shell: number; canvas: number; together: number }> {
  const shell = await firstLoadJs(dir, "index.html");
  const canvas = await firstLoadJs(dir, "canvas.html");
  const together = new Set([...shell.files, ...canvas.files].map((file) => join(dir, file)));
  return { shell: shell.kb, canvas: canvas.kb, together: await gzippedKb(together) };
}
