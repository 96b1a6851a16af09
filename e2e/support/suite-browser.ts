import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium, type Download } from "playwright-core";
import { inject } from "vitest";

/**
 * The browser suites' Chromium, started once for the run (`shared-chromium.ts`). Closing the
 * browser a suite gets closes that suite's contexts and its connection, not the Chromium.
 */
export function suiteBrowser(): Promise<Browser> {
  return chromium.connect(inject("chromiumEndpoint"));
}

/**
 * A download saved where the suite can read it: the shared Chromium keeps its downloads to itself
 * (`download.path()` refuses a browser one connects to), so each is copied out by `saveAs`.
 */
export async function downloadedFile(download: Download): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "ilha-download-"));
  const file = join(folder, download.suggestedFilename());
  await download.saveAs(file);
  return file;
}
