import { resolve } from "node:path";
import { IlhaError } from "@ilha/core";
import { readConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { exportSite } from "../publishing/export-site.ts";
import { parseCommandArgs } from "./args.ts";
import type { Output } from "./output.ts";

const USAGE =
  "Usage: ilha export <slug> --out <dir> [--api-origin https://ilha.example] [--origin https://www.example.com]";

function originOf(value: string | boolean | undefined, fallback: string): string | undefined {
  if (typeof value !== "string") return fallback;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `ilha export`: the live version of a published site as static files for any host, its forms
 * posting to `--api-origin` (this server's public address by default). Reads the same database
 * as `ilha serve` (stop the server first when it uses the embedded database).
 */
export async function exportCommand(args: string[], output: Output): Promise<number> {
  const parsed = parseCommandArgs({
    args,
    options: {
      out: { type: "string" },
      "api-origin": { type: "string" },
      origin: { type: "string" },
    },
    positionals: 1,
    usage: USAGE,
    err: output.err,
  });
  if (parsed === undefined) return 2;
  const config = readConfig();
  const apiOrigin = originOf(parsed.values["api-origin"], config.publicOrigin);
  const origin = originOf(parsed.values.origin, apiOrigin ?? config.publicOrigin);
  if (typeof parsed.values.out !== "string" || apiOrigin === undefined || origin === undefined) {
    output.err(`--out is required; --api-origin and --origin are http(s) origins\n${USAGE}`);
    return 2;
  }
  const slug = parsed.positionals[0] ?? "";
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const outDir = resolve(parsed.values.out);
    const { version, pages } = await exportSite({
      db: database.db,
      dataDir: config.dataDir,
      slug,
      outDir,
      apiOrigin,
      origin,
    });
    output.out(`Exported version ${version} of "${slug}" (${pages} pages) into ${outDir}`);
    output.out(
      `Its forms post to ${apiOrigin}; allow the export's origin there with ILHA_FORM_ORIGINS.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof IlhaError && error.status === 404) {
      output.err(
        `No published site "${slug}" in ${config.databaseUrl === undefined ? config.dataDir : "the database"}`,
      );
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}
