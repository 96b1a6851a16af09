import { rm } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { buildSite } from "@ilha/publisher";
import { parseCommandArgs } from "./args.ts";
import type { Output } from "./output.ts";
import { missingImages } from "./missing-images.ts";
import { readSite } from "./validate-command.ts";

const USAGE =
  "Usage: ilha build <site.json> --out <dir> [--base /prefix/] [--origin https://example.com] [--preview]";

/** `https://example.com` (a port allowed, a trailing slash ignored), nothing else. */
function isHttpOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === "http:" || url.protocol === "https:") &&
      url.origin === value.replace(/\/+$/, "")
    );
  } catch {
    return false;
  }
}

/**
 * `ilha build`: pre-renders a valid site document into a folder of static files. Every image the
 * document names on its own site must be found beside it (its `images/` folder): otherwise the
 * build fails (exit 1), listing each missing file, and leaves no output.
 */
export async function buildCommand(args: string[], output: Output): Promise<number> {
  const parsed = parseCommandArgs({
    args,
    options: {
      out: { type: "string" },
      base: { type: "string" },
      origin: { type: "string" },
      preview: { type: "boolean" },
    },
    positionals: 1,
    usage: USAGE,
    err: output.err,
  });
  const file = parsed?.positionals[0];
  const out = parsed?.values.out;
  if (parsed === undefined || file === undefined || typeof out !== "string") {
    if (parsed !== undefined) output.err(USAGE);
    return 2;
  }
  const origin = parsed.values.origin;
  if (typeof origin === "string" && !isHttpOrigin(origin)) {
    output.err(
      `ilha build: --origin must be an origin such as https://example.com, not "${origin}"`,
    );
    return 2;
  }
  const site = await readSite(file, output);
  if (site === undefined) return 1;
  const base = parsed.values.base;
  try {
    const result = await buildSite(site, {
      outDir: resolve(out),
      base: typeof base === "string" ? base : undefined,
      origin: typeof origin === "string" ? origin : undefined,
      assetsDir: dirname(resolve(file)),
      isPreview: parsed.values.preview === true,
    });
    const missing = await missingImages({ document: site, outDir: result.outDir });
    if (missing.length > 0) {
      await rm(result.outDir, { recursive: true, force: true });
      output.err(
        `ilha build: ${missing.length} image${missing.length === 1 ? " is" : "s are"} not found beside ${file} (nothing was built):`,
      );
      for (const path of missing) output.err(`  ${join(dirname(file), path)}`);
      return 1;
    }
    output.out(
      `Built ${result.pages} pages of "${site.name}" into ${result.outDir} (${Math.round(result.renderMs)} ms of rendering)`,
    );
    return 0;
  } catch (error) {
    output.err(`ilha build: ${(error as Error).message}`);
    return 1;
  }
}
