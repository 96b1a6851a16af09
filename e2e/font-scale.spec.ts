import { LIMITS } from "@ilha/core";
import { describe, expect, it } from "vitest";
import { browserAndSite } from "./support/built-site.ts";

const spec = browserAndSite();

/** The sample theme's font size is the desktop default (19 px); phones get the mobile default. */
const DESKTOP = LIMITS.fontScale.desktop.default;
const MOBILE = LIMITS.fontScale.mobile.default;

describe("the font scale of published pages", () => {
  it.each([
    [375, MOBILE],
    [767, MOBILE],
    [768, DESKTOP],
    [1024, DESKTOP],
    [1440, DESKTOP],
  ])(
    "at %i px sets paragraphs at the font size (%i px) and section titles, h1 and h2, at twice it",
    async (width, fontSize) => {
      const page = await spec.browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${spec.served.url}pricing/`);
      await page.waitForSelector("html[data-ilha-hydrated]");
      const sizes = await page.evaluate(() => {
        const px = (element: Element | null) =>
          element === null ? 0 : Number.parseFloat(getComputedStyle(element).fontSize);
        const titles = document.querySelectorAll("main .ilha-section-heading__title");
        if (titles.length < 2) throw new Error("expected the page's section titles");
        const title = titles[1] ?? null;
        return {
          root: px(document.querySelector(".ilha-site")),
          pageTitle: px(titles[0] ?? null),
          title: px(title),
          paragraph: px(title?.nextElementSibling ?? null),
        };
      });
      expect(sizes).toEqual({
        root: fontSize,
        pageTitle: fontSize * 2,
        title: fontSize * 2,
        paragraph: fontSize,
      });
      await page.close();
    },
  );
});
