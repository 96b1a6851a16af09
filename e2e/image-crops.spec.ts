import type { Component, Site } from "@ilha/core";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { watchProblems } from "./support/browser.ts";
import { browserAndSite, withEverySection } from "./support/built-site.ts";
import { saveConsentBeforeLoad } from "./support/consent.ts";

/** A 2× zoom on the right half, 25 % of the frame's width from the top. */
const CROP = { containerWidth: 400, width: 800, left: -400, top: -100 };

/** The first post of group A, the first hotel, the first vehicle card and the WhatsApp avatar, cropped. */
function withCrops(site: Site): Site {
  const cropped = withEverySection(site, (component): Component => {
    if (component.type === "posts" && component.id === "fleet-group-a") {
      const [first, ...rest] = component.data.posts;
      if (first === undefined) return component;
      return {
        ...component,
        data: { ...component.data, posts: [{ ...first, imgCropParams: CROP }, ...rest] },
      };
    }
    if (component.type === "gallery" && component.id === "hotels") {
      const [first, ...rest] = component.data.images;
      if (first === undefined) return component;
      return {
        ...component,
        data: { ...component.data, images: [{ ...first, imgCropParams: CROP }, ...rest] },
      };
    }
    if (component.type === "features" && component.id === "vehicles") {
      const rows = component.data.features.map((row, index) =>
        index === 0
          ? row.map((card, at) => (at === 0 ? { ...card, imgCropParams: CROP } : card))
          : row,
      );
      return { ...component, data: { ...component.data, features: rows } };
    }
    return component;
  });
  const content = Object.fromEntries(
    Object.entries(cropped.content).map(([code, value]) => {
      const messengers = value.messengers;
      if (messengers === undefined) return [code, value];
      const data = messengers.data.map((item) =>
        item.name === "whatsapp" ? { ...item, data: { ...item.data, imgCropParams: CROP } } : item,
      );
      return [code, { ...value, messengers: { ...messengers, data } }];
    }),
  );
  return { ...cropped, content };
}

const spec = browserAndSite({ change: withCrops });

async function open(path: string, width: number): Promise<Page> {
  const context = await spec.browser.newContext({
    viewport: { width, height: 900 },
    reducedMotion: "reduce",
  });
  await saveConsentBeforeLoad({
    context,
    siteUrl: spec.served.url,
    siteId: spec.served.site.id,
    settings: { analytics: false, marketing: false, functional: true },
  });
  const page = await context.newPage();
  await page.goto(new URL(path.slice(1), spec.served.url).href);
  await page.waitForSelector("html[data-ilha-hydrated]");
  return page;
}

async function boxOf(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (box === null) throw new Error("the element is laid out");
  return box;
}

/** The image inside `frame` is drawn as `CROP` says, relative to the frame's width. */
async function expectCropped(frame: Locator) {
  const outer = await boxOf(frame);
  const image = await boxOf(frame.locator("img"));
  expect(image.width).toBeCloseTo(outer.width * 2, 0);
  expect(image.x).toBeCloseTo(outer.x - outer.width, 0);
  expect(image.y).toBeCloseTo(outer.y - outer.width / 4, 0);
  const clips = await frame.evaluate((element) => getComputedStyle(element).overflow);
  expect(clips).toBe("hidden");
}

describe.each([375, 1440])("crops on the published site at %i px", (width) => {
  it("shows a post image, a feature card and the chat avatar as the owner cropped them", async () => {
    const page = await open("/", width);
    const problems = watchProblems(page);
    await expectCropped(page.locator("#fleet-group-a [data-cropped]").first());
    await expectCropped(page.locator("#vehicles [data-cropped]").first());
    const uncropped = page.locator("#fleet-group-b img").first();
    const plain = await boxOf(uncropped);
    const place = await boxOf(uncropped.locator(".."));
    expect(plain.width).toBeCloseTo(place.width, 0);
    expect(plain.x).toBeCloseTo(place.x, 0);
    await page.getByRole("button", { name: "Conversa por WhatsApp", exact: true }).click();
    await expectCropped(page.getByRole("dialog").locator("[data-cropped]"));
    await page.screenshot({ path: `/tmp/ilha-crops-home-${width}.png` });
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("shows a gallery image as the owner cropped it", async () => {
    const page = await open("/parceiros", width);
    await expectCropped(page.locator("#hotels [data-cropped]").first());
    await page.locator("#hotels").screenshot({ path: `/tmp/ilha-crops-gallery-${width}.png` });
    await page.context().close();
  });
});
