import type { CookieSettings } from "@ilha/core";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { type PageProblems, watchProblems } from "./support/browser.ts";
import { browserAndSite } from "./support/built-site.ts";
import { answerHosts, saveConsentBeforeLoad } from "./support/consent.ts";

const WIDTHS = [375, 1024, 1440] as const;
const SITE_ID = "vehicle-rental";
const MAP_HOSTS = new Set(["maps.google.com", "www.google.com", "google.com"]);
const NOTE =
  "O mapa é fornecido pelo Google Maps, um serviço de terceiros que pode definir os seus próprios cookies.";

const spec = browserAndSite();

type Opened = {
  page: Page;
  context: BrowserContext;
  mapRequests: string[];
  problems: PageProblems;
};

/** Opens the home page with the maps service answered by a blank page, recording what is asked. */
async function open({
  width = 1440,
  settings,
}: {
  width?: number;
  settings?: CookieSettings;
} = {}): Promise<Opened> {
  const context = await spec.browser.newContext({ viewport: { width, height: 800 } });
  const mapRequests = await answerHosts({ context, hosts: MAP_HOSTS, contentType: "text/html" });
  if (settings !== undefined) {
    await saveConsentBeforeLoad({ context, siteUrl: spec.served.url, siteId: SITE_ID, settings });
  }
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(spec.served.url);
  await page.waitForSelector("html[data-ilha-hydrated]");
  return { page, context, mapRequests, problems };
}

const mapOf = (page: Page) => page.locator("[data-ilha-map]");

async function scrollToMap(page: Page): Promise<Locator> {
  const map = mapOf(page);
  await map.scrollIntoViewIfNeeded();
  await page.waitForTimeout(400);
  return map;
}

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (rect === null) throw new Error("the element is laid out");
  return rect;
}

describe.each(WIDTHS)("the map without consent at %i px", (width) => {
  it("stays a placeholder with Load map, Open map and the third-party note, all inside it", async () => {
    const { page, context, mapRequests, problems } = await open({ width });
    const map = await scrollToMap(page);
    expect(await map.locator("iframe").count()).toBe(0);
    expect(mapRequests).toEqual([]);
    const load = map.getByRole("button", { name: "Carregar mapa" });
    const note = map.getByText(NOTE);
    expect(await load.isVisible()).toBe(true);
    expect(await map.getByRole("link", { name: "Abrir mapa" }).isVisible()).toBe(true);
    const frame = await box(map);
    for (const inside of [await box(load), await box(note)]) {
      expect(inside.y).toBeGreaterThanOrEqual(frame.y);
      expect(inside.y + inside.height).toBeLessThanOrEqual(frame.y + frame.height);
      expect(inside.x).toBeGreaterThanOrEqual(frame.x);
      expect(inside.x + inside.width).toBeLessThanOrEqual(frame.x + frame.width);
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});

describe("the consent-gated map", () => {
  it("loads when the visitor asks, with focus on the map, and stores no consent", async () => {
    const { page, context, mapRequests } = await open();
    const map = await scrollToMap(page);
    await map.getByRole("button", { name: "Carregar mapa" }).click();
    const iframe = map.locator("iframe");
    await iframe.waitFor();
    expect(await iframe.getAttribute("src")).toMatch(/^https:\/\/maps\.google\.com\/maps\?q=/);
    expect(await iframe.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.waitForTimeout(300);
    expect(mapRequests).toHaveLength(1);
    expect(
      await page.evaluate(() => localStorage.getItem("cookieSettings:vehicle-rental")),
    ).toBeNull();
    await context.close();
  });

  it("loads without a reload once the visitor accepts on the banner", async () => {
    const { page, context, mapRequests } = await open();
    await page.evaluate(() => Object.assign(window, { ilhaMark: true }));
    const map = await scrollToMap(page);
    expect(await map.locator("iframe").count()).toBe(0);
    await page
      .getByRole("region", { name: "Consentimento de cookies" })
      .getByRole("button", {
        name: "Aceitar",
      })
      .click();
    await map.locator("iframe").waitFor();
    expect(await page.evaluate(() => "ilhaMark" in window)).toBe(true);
    await page.waitForTimeout(300);
    expect(mapRequests).toHaveLength(1);
    await context.close();
  });

  it("loads near the viewport only, with functional consent saved", async () => {
    const settings = { analytics: false, marketing: false, functional: true };
    const { page, context, mapRequests } = await open({ settings });
    await page.waitForTimeout(500);
    expect(await mapOf(page).locator("iframe").count()).toBe(0);
    expect(mapRequests).toEqual([]);
    const map = await scrollToMap(page);
    await map.locator("iframe").waitFor();
    expect(await map.getByRole("button", { name: "Carregar mapa" }).count()).toBe(0);
    await context.close();
  });

  it("stays behind the button when functional cookies were declined", async () => {
    const settings = { analytics: true, marketing: true, functional: false };
    const { page, context, mapRequests } = await open({ settings });
    const map = await scrollToMap(page);
    expect(await map.locator("iframe").count()).toBe(0);
    expect(await map.getByRole("button", { name: "Carregar mapa" }).isVisible()).toBe(true);
    expect(mapRequests).toEqual([]);
    await context.close();
  });
});
