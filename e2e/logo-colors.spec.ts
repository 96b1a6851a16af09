import type { Component, Site } from "@ilha/core";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { browserAndSite, withEverySection } from "./support/built-site.ts";
import { saveConsentBeforeLoad } from "./support/consent.ts";

/** A logo drawn on a filled white card: a dark ring and bar on white. */
const FILLED = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200" viewBox="0 0 600 200">
<rect width="600" height="200" fill="#ffffff"/>
<circle cx="100" cy="100" r="60" fill="none" stroke="#12263A" stroke-width="24"/>
<rect x="200" y="80" width="360" height="40" fill="#0E5A8A"/></svg>`;
/** The same drawing on a transparent background. */
const TRANSPARENT = FILLED.replace('<rect width="600" height="200" fill="#ffffff"/>', "");

/** Each page's header in one logo colour: white on a dark navbar (/pricing), black on a light one. */
function withLogoColors(site: Site): Site {
  return withEverySection(site, (component): Component => {
    if (component.type !== "navbar-header") return component;
    const isWhite = component.id === "header";
    return {
      ...component,
      colorMode: isWhite ? "DARK" : "LIGHT",
      data: { ...component.data, logoColor: isWhite ? "white" : "black" },
    };
  });
}

const spec = browserAndSite({ change: withLogoColors });

type Ink = "white" | "black";
const PAGES: Record<Ink, string> = { white: "/pricing", black: "/termos" };

async function open({ ink, width, logo }: { ink: Ink; width: number; logo?: string }) {
  // Without the images' fade-in, what is measured is the logo as it stays.
  const context = await spec.browser.newContext({
    viewport: { width, height: 800 },
    reducedMotion: "reduce",
  });
  await saveConsentBeforeLoad({
    context,
    siteUrl: spec.served.url,
    siteId: spec.served.site.id,
    settings: { analytics: false, marketing: false, functional: true },
  });
  if (logo !== undefined) {
    await context.route("**/images/logo-*.webp", (route) =>
      route.fulfill({ body: logo, contentType: "image/svg+xml" }),
    );
  }
  const page = await context.newPage();
  await page.goto(new URL(PAGES[ink].slice(1), spec.served.url).href);
  await page.waitForSelector("html[data-ilha-hydrated]");
  const image = page.locator("[data-logo-color] img").first();
  await image.evaluate((element: HTMLImageElement) => element.decode());
  return { page, image };
}

/** The share of the logo's pixels painted in its ink, inside `region` (fractions of the box). */
async function inkShare(
  page: Page,
  ink: Ink,
  region: (x: number, y: number) => boolean = () => true,
): Promise<number> {
  const png = await page.locator("[data-logo-color] img").first().screenshot();
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let inside = 0;
  let inked = 0;
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      if (!region(x / info.width, y / info.height)) continue;
      const at = (y * info.width + x) * info.channels;
      const luma =
        0.2126 * (data[at] ?? 0) + 0.7152 * (data[at + 1] ?? 0) + 0.0722 * (data[at + 2] ?? 0);
      inside += 1;
      if (ink === "white" ? luma > 200 : luma < 60) inked += 1;
    }
  }
  return inked / inside;
}

/** The sample logo's disc (templates/vehicle-rental/illustrations/logo.svg: 720 × 240). */
const inDisc = (x: number, y: number) =>
  ((x * 720 - 100) / 70) ** 2 + ((y * 240 - 120) / 70) ** 2 <= 1;

describe.each([375, 1440])("white and black logos at %i px", (width) => {
  it.each(["white", "black"] as const)(
    "keep the sample's emblem a drawing, not a %s disc",
    async (ink) => {
      const { page } = await open({ ink, width });
      const share = await inkShare(page, ink, inDisc);
      expect(share).toBeGreaterThan(0.3);
      expect(share).toBeLessThan(0.85);
      await page.screenshot({ path: `/tmp/ilha-logo-${ink}-${width}.png` });
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
  );

  it.each(["white", "black"] as const)(
    "keep a logo drawn on a filled card a drawing, not a %s block",
    async (ink) => {
      const { page } = await open({ ink, width, logo: FILLED });
      const share = await inkShare(page, ink);
      expect(share).toBeGreaterThan(0.1);
      expect(share).toBeLessThan(0.6);
      await page.context().close();
    },
  );

  it.each(["white", "black"] as const)(
    "draw a logo on a transparent background in %s, keeping its shape",
    async (ink) => {
      const { page } = await open({ ink, width, logo: TRANSPARENT });
      const share = await inkShare(page, ink);
      expect(share).toBeGreaterThan(0.1);
      expect(share).toBeLessThan(0.6);
      await page.context().close();
    },
  );
});
