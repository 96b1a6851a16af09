import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { siteRoutes } from "@ilha/core";
import { buildSite, loadRuntime } from "@ilha/publisher";
import { loadSite, TEMPLATE_DIR } from "../packages/publisher/src/test-support/template.ts";
import { generatedSite } from "./generated-site.ts";

const PAGES = 1000;

/**
 * Build throughput on a generated 1,000-page site: buildSite's render time (page data, React
 * rendering and the HTML document) against bare renderToString of the same pages, in one run.
 */
export async function measureBuildThroughput(): Promise<Record<string, number>> {
  const site = generatedSite(await loadSite(), PAGES);
  const runtime = await loadRuntime();
  const routes = siteRoutes(site);
  const data = routes.map((route) => runtime.pageDataFor({ site, route, siteBase: "" }));
  for (const item of data.slice(0, 50)) runtime.renderPage(item);

  const bareStart = performance.now();
  for (const item of data) runtime.renderPage(item);
  const bareMs = performance.now() - bareStart;

  const outDir = await mkdtemp(join(tmpdir(), "ilha-bench-"));
  const wallStart = performance.now();
  const result = await buildSite(site, { outDir, assetsDir: TEMPLATE_DIR });
  const wallMs = performance.now() - wallStart;
  await rm(outDir, { recursive: true, force: true });

  return {
    pages: result.pages,
    renderMs: Math.round(result.renderMs),
    pagesPerSecond: Math.round((result.pages / result.renderMs) * 1000),
    bareRenderToStringMs: Math.round(bareMs),
    barePagesPerSecond: Math.round((PAGES / bareMs) * 1000),
    ratioToBare: Number((result.renderMs / bareMs).toFixed(2)),
    wallMsWithFiles: Math.round(wallMs),
  };
}
