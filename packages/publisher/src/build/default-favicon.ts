import { copyFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Site } from "@ilha/core";

/** Ilha's neutral icon, published for a site that sets no favicon of its own. */
const STATIC_DIR = fileURLToPath(new URL("../../static", import.meta.url));

/** Where a build puts the default icon: the site's root, as `/favicon.ico` is asked there. */
export const DEFAULT_FAVICON = { svg: "favicon.svg", ico: "favicon.ico" } as const;

/** Whether the site's pages show the default icon (the site sets none). */
export function hasDefaultFavicon(site: Site): boolean {
  return site.settings.favicon === "";
}

/** Writes the default icon into a build of a site that sets no favicon; nothing otherwise. */
export async function writeDefaultFavicon({
  site,
  outDir,
}: {
  site: Site;
  outDir: string;
}): Promise<void> {
  if (!hasDefaultFavicon(site)) return;
  await copyFile(join(STATIC_DIR, "default-favicon.svg"), join(outDir, DEFAULT_FAVICON.svg));
  await copyFile(join(STATIC_DIR, "default-favicon.ico"), join(outDir, DEFAULT_FAVICON.ico));
}
