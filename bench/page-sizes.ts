import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { siteRoutes } from "@ilha/core";
import { buildSite } from "@ilha/publisher";
import { loadSite, TEMPLATE_DIR } from "../packages/publisher/src/test-support/template.ts";

const KB = 1024;

/** Gzipped first-load JavaScript (largest page), stylesheet and home HTML of the built template. */
export async function measurePageSizes(): Promise<Record<string, number>> {
  const site = await loadSite();
  const outDir = await mkdtemp(join(tmpdir(), "ilha-bench-sizes-"));
  await buildSite(site, { outDir, assetsDir: TEMPLATE_DIR });
  const gzipped = async (path: string) => gzipSync(await readFile(join(outDir, path))).length;
  let largestJs = 0;
  let style = "";
  for (const route of siteRoutes(site)) {
    const html = await readFile(join(outDir, route.url, "index.html"), "utf8");
    const scripts = [
      ...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="\/([^"]+)"/g),
    ].map((match) => match[1] ?? "");
    const sizes = await Promise.all(scripts.map(gzipped));
    largestJs = Math.max(
      largestJs,
      sizes.reduce((sum, size) => sum + size, 0),
    );
    style = /<link rel="stylesheet" href="\/([^"]+)"/.exec(html)?.[1] ?? style;
  }
  const result = {
    firstLoadJsKbLargestPage: Number((largestJs / KB).toFixed(1)),
    cssKb: Number(((await gzipped(style)) / KB).toFixed(1)),
    homeHtmlKb: Number(((await gzipped("index.html")) / KB).toFixed(1)),
  };
  await rm(outDir, { recursive: true, force: true });
  return result;
}
