import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSite } from "@ilha/publisher";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startPreviewServer } from "../apps/server/src/cli/preview-server.ts";
import { CHROMIUM, CHROMIUM_LAUNCH } from "../e2e/support/browser.ts";
import { loadSite, TEMPLATE_DIR } from "../packages/publisher/src/test-support/template.ts";

const PAGES = ["/", "/pricing/"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export type LighthouseScores = Record<
  string,
  Record<(typeof CATEGORIES)[number], number> & { lcpMs: number }
>;

/** Lighthouse (its default mobile preset) in Debian's Chromium on the built template's home and pricing pages. */
export async function measureLighthouse(): Promise<LighthouseScores> {
  const outDir = await mkdtemp(join(tmpdir(), "ilha-bench-lh-"));
  const port = 4190;
  await buildSite(await loadSite(), {
    outDir,
    assetsDir: TEMPLATE_DIR,
    origin: `http://127.0.0.1:${port}`,
  });
  const { server, url } = await startPreviewServer({ dir: outDir, port, host: "127.0.0.1" });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless", ...CHROMIUM_LAUNCH.args],
  });
  const scores: LighthouseScores = {};
  try {
    for (const path of PAGES) {
      const result = await lighthouse(new URL(path.slice(1), url).href, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      const categories = result?.lhr.categories ?? {};
      const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
      const lcp = result?.lhr.audits["largest-contentful-paint"]?.numericValue ?? 0;
      scores[path] = {
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(lcp),
      };
      const failing = Object.values(result?.lhr.audits ?? {}).filter(
        (audit) =>
          audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative",
      );
      for (const audit of failing)
        console.error(`${path} ${audit.id}: ${audit.score} ${audit.displayValue ?? ""}`);
    }
  } finally {
    chrome.kill();
    server.close();
    await rm(outDir, { recursive: true, force: true });
  }
  return scores;
}
