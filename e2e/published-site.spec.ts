import { type ColorMode, siteRoutes } from "@ilha/core";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { suiteBrowser } from "./support/suite-browser.ts";
import { inColorMode, type ServedSite, serveSite } from "./support/built-site.ts";
import { inReusedPages, type Visit } from "./support/in-turns.ts";

const WIDTHS = [375, 1024, 1440];
/**
 * Layout depends on the width and language (text lengths), contrast on the colour mode: the
 * template as designed is read in both languages at every width, each colour mode in the primary
 * language at the narrowest and widest width (its mobile and desktop bars).
 */
const sweepOf = (variant: ColorMode | "as designed") =>
  variant === "as designed"
    ? { widths: WIDTHS, isEveryLanguage: true }
    : { widths: [375, 1440], isEveryLanguage: false };
const VARIANTS: (ColorMode | "as designed")[] = (process.env.ILHA_E2E_VARIANTS?.split(",") as
  | (ColorMode | "as designed")[]
  | undefined) ?? ["as designed", "LIGHT", "DARK", "EXTRALIGHT"];

let browser: Browser;
const served = new Map<string, ServedSite>();

beforeAll(async () => {
  browser = await suiteBrowser();
  for (const variant of VARIANTS) {
    served.set(
      variant,
      await serveSite({
        change: variant === "as designed" ? undefined : (site) => inColorMode(site, variant),
      }),
    );
  }
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([...served.values()].map((site) => site.close()));
});

describe.each(VARIANTS)("the published template, %s", (variant) => {
  const { widths, isEveryLanguage } = sweepOf(variant);
  const languages = isEveryLanguage ? "both languages" : "the primary language";
  it.each(widths)(
    `reads cleanly at %i px on every route of ${languages}`,
    async (width: number) => {
      const site = served.get(variant);
      if (site === undefined) throw new Error("served");
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const routes = siteRoutes(site.site).filter((route) => isEveryLanguage || route.isPrimary);
      expect(routes.length).toBeGreaterThan(1);
      const read = async (
        { page, problems }: Visit,
        route: (typeof routes)[number],
      ): Promise<string[]> => {
        await page.goto(new URL(route.url.slice(1), site.url).href, { waitUntil: "networkidle" });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        const violations = await axeViolations(page);
        const label = `${route.url} @${width}`;
        const found = [
          ...problems.consoleErrors.map((error) => `${label} console: ${error}`),
          ...problems.failedRequests.map((request) => `${label} request: ${request}`),
          ...(overflow > 0 ? [`${label} scrolls horizontally by ${overflow}px`] : []),
          ...violations.map((violation) => `${label} axe ${violation}`),
        ];
        return found;
      };
      const failures = (await inReusedPages({ context, items: routes, read })).flat();
      await context.close();
      if (failures.length > 0) console.log(failures.join("\n"));
      expect(failures).toEqual([]);
    },
  );
});
