import { dirname, resolve } from "node:path";
import { buildSite } from "@ilha/publisher";
import { parseCommandArgs } from "./args.ts";
import type { Output } from "./main.ts";
import { readSite } from "./validate-command.ts";

const USAGE =
  "Usage: ilha build <site.json> --out <dir> [--base /prefix/] [--origin https://example.com] [--preview]";

/** `ilha build`: pre-renders a valid site document into a folder of static files. */
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
  const site = await readSite(file, output);
  if (site === undefined) return 1;
  const base = parsed.values.base;
  const origin = parsed.values.origin;
  try {
    const result = await buildSite(site, {
      outDir: resolve(out),
      base: typeof base === "string" ? base : undefined,
      origin: typeof origin === "string" ? origin : undefined,
      assetsDir: dirname(resolve(file)),
      isPreview: parsed.values.preview === true,
    });
    output.out(
      `Built ${result.pages} pages of "${site.name}" into ${result.outDir} (${Math.round(result.renderMs)} ms of rendering)`,
    );
    return 0;
  } catch (error) {
    output.err(`ilha build: ${(error as Error).message}`);
    return 1;
  }
}
