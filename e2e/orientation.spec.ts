import { type Component, type Orientation, type Site, siteRoutes } from "@ilha/core";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { watchProblems } from "./support/browser.ts";
import { suiteBrowser } from "./support/suite-browser.ts";
import { type ServedSite, serveSite, withEverySection } from "./support/built-site.ts";
import { inReusedPages, type Visit } from "./support/in-turns.ts";

const ORIENTATIONS: readonly Orientation[] = ["LEFT", "RIGHT"];
/** Pixels an edge may sit off its column's edge (sub-pixel text metrics, letter spacing). */
const TOLERANCE = 4;

/**
 * A call to action sits side by side with its buttons only when its title is left-aligned and it
 * has no images; the template's are centred, so both builds left-align them.
 */
function oriented(component: Component, orientation: Orientation): Component {
  if (component.type !== "cta") return { ...component, orientation };
  return { ...component, orientation, data: { ...component.data, titleAlignment: "left" } };
}

/** The template with every section of every page in one orientation. */
function inOrientation(site: Site, orientation: Orientation): Site {
  const changed = withEverySection(site, (item) => oriented(item, orientation));
  return { ...changed, theme: { ...site.theme, orientation } };
}

let browser: Browser;
const served = new Map<Orientation, ServedSite>();

beforeAll(async () => {
  browser = await suiteBrowser();
  for (const orientation of ORIENTATIONS) {
    served.set(
      orientation,
      await serveSite({ change: (site) => inOrientation(site, orientation) }),
    );
  }
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([...served.values()].map((site) => site.close()));
});

async function open({
  orientation,
  path,
  width = 1440,
}: {
  orientation: Orientation;
  path: string;
  width?: number;
}) {
  const site = served.get(orientation);
  if (site === undefined) throw new Error(`the ${orientation} build is served`);
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
  const problems = watchProblems(page);
  await page.goto(new URL(path.slice(1), site.url).href, { waitUntil: "networkidle" });
  await page.waitForSelector("html[data-ilha-hydrated]");
  return { page, problems };
}

type Span = { left: number; right: number; top: number; bottom: number };

/** The box of the first element matching `selector` inside the first section of `kind`. */
function spanOf(page: Page, kind: string, selector: string): Promise<Span> {
  return page.evaluate(
    ({ kind, selector }) => {
      const element = document.querySelector(`[data-section="${kind}"] ${selector}`);
      if (element === null) throw new Error(`${kind} has ${selector}`);
      const { left, right, top, bottom } = element.getBoundingClientRect();
      return { left, right, top, bottom };
    },
    { kind, selector },
  );
}

/**
 * Where the hero's text and controls are inked (their line boxes, not their stretched blocks),
 * against the edges of the hero's content column, and how its title is aligned.
 */
function heroLayout(page: Page) {
  return page.evaluate(() => {
    const content = document.querySelector(".ilha-hero-header__content");
    if (content === null) throw new Error("the hero has a content column");
    const style = getComputedStyle(content);
    const box = content.getBoundingClientRect();
    const column = {
      left: box.left + Number.parseFloat(style.paddingLeft),
      right: box.right - Number.parseFloat(style.paddingRight),
    };
    const ink = (selector: string) => {
      const element = content.querySelector(selector);
      if (element === null) throw new Error(`the hero has ${selector}`);
      const range = document.createRange();
      range.selectNodeContents(element);
      const { left, right } = range.getBoundingClientRect();
      return { left: left - column.left, right: column.right - right };
    };
    const title = content.querySelector("h1");
    return {
      title: ink("h1"),
      paragraph: ink("h1 + p"),
      buttons: ink(".ilha-hero-header__buttons"),
      socials: ink(".ilha-hero-header__socials"),
      titleAlign: title === null ? "" : getComputedStyle(title).textAlign,
    };
  });
}

/**
 * Elements side by side at 1440 px: with LEFT `start` lies wholly left of `end`, with RIGHT wholly
 * right of it.
 */
const PAIRS = [
  {
    what: "the call to action's text left of its button",
    kind: "cta",
    path: "/en/pricing/",
    start: ".ilha-cta__text",
    end: ".ilha-cta__actions a",
  },
  {
    what: "the features' call-to-action line left of its button",
    kind: "features",
    path: "/en/",
    start: ".ilha-features__ctaText",
    end: ".ilha-features__cta a",
  },
  {
    what: "the gallery's large tile left of the small ones",
    kind: "gallery",
    path: "/en/parceiros/",
    start: "li:nth-of-type(1)",
    end: "li:nth-of-type(2)",
  },
  {
    what: "a lone post's image left of its text",
    kind: "posts",
    path: "/en/",
    start: ".ilha-posts__split .ilha-posts__media",
    end: ".ilha-posts__split .ilha-posts__body",
  },
  {
    what: "the map section's contact card left of the map",
    kind: "map-contact",
    path: "/en/",
    start: ".ilha-map-contact__card",
    end: "[data-ilha-map]",
  },
  {
    what: "the contact form's heading left of the form",
    kind: "contact-form",
    path: "/en/booking/",
    start: ".ilha-contact-form__heading",
    end: ".ilha-contact-form__card",
  },
];

describe("section orientation at 1440 px", () => {
  it.each(PAIRS.map((pair) => [pair.what, pair] as const))(
    "puts %s with LEFT and the other way round with RIGHT",
    async (_, { kind, path, start, end }) => {
      const sides: Record<string, { start: Span; end: Span }> = {};
      for (const orientation of ORIENTATIONS) {
        const { page } = await open({ orientation, path });
        sides[orientation] = {
          start: await spanOf(page, kind, start),
          end: await spanOf(page, kind, end),
        };
        await page.close();
      }
      const { LEFT, RIGHT } = sides;
      if (LEFT === undefined || RIGHT === undefined) throw new Error("both orientations measured");
      expect(LEFT.start.right).toBeLessThanOrEqual(LEFT.end.left);
      expect(RIGHT.end.right).toBeLessThanOrEqual(RIGHT.start.left);
    },
  );

  it("mirrors the gallery mosaic: the large tile on the right and the wide one under the small ones on the left", async () => {
    const { page } = await open({ orientation: "RIGHT", path: "/en/parceiros/" });
    const tile = (index: number) => spanOf(page, "gallery", `li:nth-of-type(${index})`);
    const [large, first, second, wide] = await Promise.all([1, 2, 3, 4].map(tile));
    await page.close();
    if (large === undefined || first === undefined || second === undefined || wide === undefined)
      throw new Error("the gallery has a group of four tiles");
    expect(second.right).toBeLessThanOrEqual(large.left);
    expect(first.right).toBeLessThanOrEqual(second.left);
    expect(wide.top).toBeGreaterThanOrEqual(first.bottom);
    expect(wide.right).toBeLessThanOrEqual(large.left);
    expect(wide.bottom).toBeCloseTo(large.bottom, 0);
  });

  it("puts the hero's title, paragraph, buttons and socials against the left edge with LEFT and the right edge with RIGHT", async () => {
    const { page: left } = await open({ orientation: "LEFT", path: "/en/" });
    const leftHero = await heroLayout(left);
    await left.close();
    const { page: right } = await open({ orientation: "RIGHT", path: "/en/" });
    const rightHero = await heroLayout(right);
    await right.close();
    expect(leftHero.titleAlign).toBe("left");
    expect(rightHero.titleAlign).toBe("right");
    for (const part of ["title", "paragraph", "buttons", "socials"] as const) {
      expect(Math.abs(leftHero[part].left), `${part} with LEFT`).toBeLessThanOrEqual(TOLERANCE);
      expect(leftHero[part].right, `${part} with LEFT`).toBeGreaterThan(TOLERANCE);
      expect(Math.abs(rightHero[part].right), `${part} with RIGHT`).toBeLessThanOrEqual(TOLERANCE);
      expect(rightHero[part].left, `${part} with RIGHT`).toBeGreaterThan(TOLERANCE);
    }
  });

  it("pins the feature cards' badge to the image's top left with LEFT and top right with RIGHT", async () => {
    const offsets: Record<string, { left: number; right: number }> = {};
    for (const orientation of ORIENTATIONS) {
      const { page } = await open({ orientation, path: "/en/" });
      const media = await spanOf(page, "features", ".ilha-features__media");
      const badge = await spanOf(page, "features", ".ilha-features__media .ilha-features__badge");
      offsets[orientation] = { left: badge.left - media.left, right: media.right - badge.right };
      await page.close();
    }
    expect(offsets.LEFT?.left).toBeLessThan(offsets.LEFT?.right ?? 0);
    expect(offsets.RIGHT?.right).toBeLessThan(offsets.RIGHT?.left ?? 0);
  });
});

describe("the RIGHT template on narrow screens", () => {
  it.each([375, 1024])("does not scroll horizontally at %i px on any page", async (width) => {
    const site = served.get("RIGHT");
    if (site === undefined) throw new Error("the RIGHT build is served");
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      reducedMotion: "reduce",
    });
    const read = async ({ page, problems }: Visit, path: string) => {
      await page.goto(new URL(path.slice(1), site.url).href, { waitUntil: "networkidle" });
      await page.waitForSelector("html[data-ilha-hydrated]");
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      return [
        ...(overflow > 0 ? [`${path} scrolls horizontally by ${overflow}px`] : []),
        ...problems.consoleErrors.map((error) => `${path} console: ${error}`),
      ];
    };
    const paths = siteRoutes(site.site).map((route) => route.url);
    const overflows = (await inReusedPages({ context, items: paths, read })).flat();
    await context.close();
    expect(overflows).toEqual([]);
  });
});

describe("the RIGHT home page", () => {
  it("has no axe violations at 1440 px", async () => {
    const { page } = await open({ orientation: "RIGHT", path: "/en/" });
    const violations = await axeViolations(page);
    await page.close();
    expect(violations).toEqual([]);
  });
});
