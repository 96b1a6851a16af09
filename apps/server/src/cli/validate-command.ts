import { readFile } from "node:fs/promises";
import { type Site, siteRoutes, validateSite } from "@ilha/core";
import type { Output } from "./output.ts";

async function readJson(
  file: string,
): Promise<{ ok: true; json: unknown } | { ok: false; message: string }> {
  let source: string;
  try {
    source = await readFile(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { ok: false, message: code === "ENOENT" ? "file not found" : `cannot read (${code})` };
  }
  try {
    return { ok: true, json: JSON.parse(source) };
  } catch (error) {
    return { ok: false, message: `not valid JSON: ${(error as Error).message}` };
  }
}

/** Reads and validates a site document, printing one line per problem; the site when it is valid. */
export async function readSite(file: string, output: Output): Promise<Site | undefined> {
  const read = await readJson(file);
  if (!read.ok) {
    output.err(`${file}: ${read.message}`);
    return undefined;
  }
  const result = validateSite(read.json);
  if (!result.ok) {
    for (const problem of result.problems) {
      output.err(
        `${file}: ${problem.path === "" ? "(document)" : problem.path}: ${problem.message}`,
      );
    }
    return undefined;
  }
  return result.site;
}

/**
 * `ilha validate <site.json>`: exit 0 listing every route with its language and title, or
 * exit 1 with one line per problem (field path and message).
 */
export async function validateCommand(args: string[], output: Output): Promise<number> {
  const [file, ...extra] = args;
  if (file === undefined || extra.length > 0) {
    output.err("Usage: ilha validate <site.json>");
    return 2;
  }
  const site = await readSite(file, output);
  if (site === undefined) return 1;
  const routes = siteRoutes(site);
  const width = Math.max(...routes.map((route) => route.url.length));
  output.out(`${file}: valid site "${site.name}", ${routes.length} routes`);
  for (const route of routes) {
    output.out(`${route.language.padEnd(3)} ${route.url.padEnd(width)}  ${route.meta.title}`);
  }
  return 0;
}
