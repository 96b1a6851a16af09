import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { siteRoutes } from "@ilha/core";
import { buildSite, loadRuntime, siteRenderer } from "@ilha/publisher";
import { loadSite, TEMPLATE_DIR } from "../packages/publisher/src/test-support/template.ts";
import { generatedSite } from "./generated-site.ts";
import { median } from "./median.ts";

const PAGES = 1000;
const ROUNDS = 7;

/**
 * Build throughput on a generated 1,000-page site: the build's render half (page data, React
 * rendering and the HTML document of every page) against bare renderToString of the same page
 * trees, in alternating rounds of one process; medians of 7 rounds.
 */
export async function measureBuildThroughput(): Promise<Record<string, number>> {
  const site = generatedSite(await loadSite(), PAGES);
  const runtime = await loadRuntime();
  const data = siteRoutes(site).map((route) => runtime.pageDataFor({ site, route, siteBase: "" }));
  const bare: number[] = [];
  const full: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const bareStart = performance.now();
    for (const item of data) runtime.renderPage(item);
    bare.push(performance.now() - bareStart);
    const fullStart = performance.now();
    const renderer = siteRenderer({ site, runtime, siteBase: "", origin: "https://example.com" });
    for (const route of renderer.routes) renderer.render(route);
    full.push(performance.now() - fullStart);
  }
  const outDir = await mkdtemp(join(tmpdir(), "ilha-bench-"));
  const wallStart = performance.now();
  await buildSite(site, { outDir, assetsDir: TEMPLATE_DIR });
  const wallMs = performance.now() - wallStart;
  await rm(outDir, { recursive: true, force: true });
  const renderMs = median(full);
  const bareMs = median(bare);
  return {
    pages: PAGES,
    renderMs: Math.round(renderMs),
    pagesPerSecond: Math.round((PAGES / renderMs) * 1000),
    bareRenderToStringMs: Math.round(bareMs),
    barePagesPerSecond: Math.round((PAGES / bareMs) * 1000),
    ratioToBare: Number((renderMs / bareMs).toFixed(2)),
    wallMsWithFiles: Math.round(wallMs),
  };
}
