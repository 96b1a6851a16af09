import { consentCookie, type LanguageMenuLayout, LIMITS, type Site } from "@ilha/core";
import type { Locator, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { watchProblems } from "./support/browser.ts";
import { browserAndSite, type ServedSite, serveSite } from "./support/built-site.ts";

const spec = browserAndSite();

/**
 * Opens `path` of `served` (the template by default) with the consent already given, the
 * document marked to tell reloads apart.
 */
async function open(
  path: string,
  {
    width = 1440,
    height = 900,
    hasClock = false,
    served = spec.served,
  }: { width?: number; height?: number; hasClock?: boolean; served?: ServedSite } = {},
) {
  const context = await spec.browser.newContext({ viewport: { width, height } });
  const cookie = consentCookie(served.site.id);
  await context.addCookies([{ name: cookie.name, value: cookie.value, url: served.url }]);
  const page = await context.newPage();
  const problems = watchProblems(page);
  if (hasClock) await page.clock.install();
  await page.goto(new URL(path.slice(1), served.url).href, { waitUntil: "networkidle" });
  await page.waitForSelector("html[data-ilha-hydrated]");
  await page.evaluate(() => Object.assign(window, { ilhaMark: true }));
  const nav = page.getByRole("navigation", { name: /Navegação|navigation/ });
  return { page, problems, nav };
}

const isMarked = (page: Page) => page.evaluate(() => "ilhaMark" in window);
const isOpen = (menu: Locator) => menu.evaluate((details) => (details as HTMLDetailsElement).open);

/** The language menu of the wide bar (the popup) or of the mobile menu (inline). */
function languageMenu(nav: Locator, { isInline }: { isInline: boolean }) {
  const menu = nav
    .locator(isInline ? "[data-mobile-menu] details" : "details:not([data-mobile-menu])")
    .first();
  return { menu, summary: menu.locator("> summary"), list: menu.locator("> ul") };
}

describe("the language popup of wide screens", () => {
  it("shows each language's flag and name, and reloads at the chosen language's path", async () => {
    const { page, nav, problems } = await open("/motas/");
    const { summary, list } = languageMenu(nav, { isInline: false });
    expect(await summary.getAttribute("aria-label")).toBe("Idioma: Português");
    await summary.click();
    expect(await list.isVisible()).toBe(true);
    expect(await list.evaluate((element) => getComputedStyle(element).position)).toBe("absolute");
    const flags = await list
      .locator("img")
      .evaluateAll((images) =>
        images.map((image) => [
          (image as HTMLImageElement).getAttribute("src"),
          (image as HTMLImageElement).naturalWidth > 0,
        ]),
      );
    expect(flags).toEqual([
      ["/flags/pt.svg", true],
      ["/flags/gb.svg", true],
    ]);
    await list.getByRole("link", { name: "English" }).click();
    await page.waitForURL(/\/en\/motas\/$/);
    await page.waitForSelector("html[data-ilha-hydrated]");
    expect(await isMarked(page)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    expect(await summary.getAttribute("aria-label")).toBe("Language: English");
    expect(problems.consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("closes the popup on a pick, leaving the page as it is when the reload brings nothing", async () => {
    const { page, nav } = await open("/motas/");
    const { menu, summary, list } = languageMenu(nav, { isInline: false });
    const navigations: string[] = [];
    // A 204 answer to a navigation keeps the current document, so the popup can be looked at.
    await page.route(/\/en\/motas\/$/, async (route: Route) => {
      navigations.push(route.request().url());
      await route.fulfill({ status: 204 });
    });
    await summary.click();
    expect(await isOpen(menu)).toBe(true);
    await list.getByRole("link", { name: "English" }).click();
    expect(navigations).toEqual([new URL("en/motas/", spec.served.url).href]);
    expect(await isMarked(page)).toBe(true);
    expect(page.url()).toBe(new URL("motas/", spec.served.url).href);
    expect(await isOpen(menu)).toBe(false);
    expect(await list.isVisible()).toBe(false);
    await page.context().close();
  });

  it("does nothing when the current language is chosen", async () => {
    const { page, nav } = await open("/motas/");
    const { menu, summary, list } = languageMenu(nav, { isInline: false });
    await summary.click();
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await list.getByText("Português").click();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(new URL("motas/", spec.served.url).href);
    expect(await isMarked(page)).toBe(true);
    expect(requests).toEqual([]);
    expect(await isOpen(menu)).toBe(true);
    await page.context().close();
  });

  it("closes on Escape, returning focus to its button, and on a click outside", async () => {
    const { page, nav } = await open("/");
    const { menu, summary } = languageMenu(nav, { isInline: false });
    await summary.focus();
    await page.keyboard.press("Enter");
    expect(await isOpen(menu)).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("English");
    await page.keyboard.press("Escape");
    expect(await isOpen(menu)).toBe(false);
    expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
    await summary.click();
    expect(await isOpen(menu)).toBe(true);
    await page.mouse.click(700, 600);
    expect(await isOpen(menu)).toBe(false);
    await page.context().close();
  });

  it("has no axe violations while open", async () => {
    const { page, nav } = await open("/");
    await languageMenu(nav, { isInline: false }).summary.click();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe("the inline language menu of narrow screens", () => {
  it.each([375, 1024])(
    "expands in the mobile menu at %i px and scrolls into view after 100 ms",
    async (width) => {
      const { page, nav } = await open("/", { width, height: 480, hasClock: true });
      await page.clock.pauseAt(Date.now() + 60_000);
      await page.evaluate(() => {
        const calls: { tag: string; at: number }[] = [];
        const original = Element.prototype.scrollIntoView;
        Element.prototype.scrollIntoView = function (this: Element, ...args) {
          calls.push({ tag: this.tagName, at: Date.now() });
          return original.apply(this, args);
        } as typeof original;
        Object.assign(window, { scrollCalls: calls });
      });
      const calls = () =>
        page.evaluate(() => (window as unknown as { scrollCalls: unknown[] }).scrollCalls);
      await nav.locator("[data-mobile-menu] > summary").click();
      const { menu, summary, list } = languageMenu(nav, { isInline: true });
      await summary.click();
      expect(await isOpen(menu)).toBe(true);
      expect(await list.evaluate((element) => getComputedStyle(element).position)).toBe("static");
      const sheet = nav.locator("[data-mobile-menu] > summary + div");
      const isListInView = () =>
        list.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const view = element.closest("details[data-mobile-menu] > div")?.getBoundingClientRect();
          return view !== undefined && box.bottom <= view.bottom + 1;
        });
      expect(await isListInView()).toBe(false);
      await page.clock.runFor(LIMITS.timing.languageMenuScrollDelayMs - 1);
      expect(await calls()).toEqual([]);
      await page.clock.runFor(1);
      expect(await calls()).toEqual([{ tag: "UL", at: expect.any(Number) }]);
      for (let tries = 0; tries < 40 && !(await isListInView()); tries += 1)
        await new Promise((done) => setTimeout(done, 50));
      expect(await isListInView()).toBe(true);
      expect(await sheet.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
      await page.context().close();
    },
  );

  it("reloads at the chosen language's path from the mobile menu", async () => {
    const { page, nav } = await open("/pricing/", { width: 375 });
    await nav.locator("[data-mobile-menu] > summary").click();
    const { summary, list } = languageMenu(nav, { isInline: true });
    await summary.click();
    await list.getByRole("link", { name: "English" }).click();
    await page.waitForURL(/\/en\/pricing\/$/);
    await page.waitForSelector("html[data-ilha-hydrated]");
    expect(await isMarked(page)).toBe(false);
    expect(
      await nav.locator("[data-mobile-menu]").evaluate((menu) => menu.hasAttribute("open")),
    ).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("visible");
    await page.context().close();
  });

  it("has no axe violations while expanded", async () => {
    const { page, nav } = await open("/", { width: 375 });
    await nav.locator("[data-mobile-menu] > summary").click();
    await languageMenu(nav, { isInline: true }).summary.click();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

/** The template with its language menu in `layout`. */
function withLayout(layout: LanguageMenuLayout) {
  return (site: Site): Site => ({
    ...site,
    settings: { ...site.settings, languageMenuLayout: layout },
  });
}

/** The sources of the images in `locator` that have loaded. */
const loadedFlags = (locator: Locator) =>
  locator
    .locator("img")
    .evaluateAll((images) =>
      images
        .filter((image) => (image as HTMLImageElement).naturalWidth > 0)
        .map((image) => image.getAttribute("src")),
    );

/** Whether the text `name` is painted (not only there for assistive technology). */
const isNameShown = (locator: Locator, name: string) =>
  locator.getByText(name, { exact: true }).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1;
  });

describe.each([
  { layout: "text" as const, flags: { summary: [], list: [] }, isNameShown: true },
  {
    layout: "flag" as const,
    flags: { summary: ["/flags/pt.svg"], list: ["/flags/pt.svg", "/flags/gb.svg"] },
    isNameShown: false,
  },
])("the $layout layout of the language menu", ({ layout, flags, isNameShown: isShown }) => {
  let served: ServedSite;
  beforeAll(async () => {
    served = await serveSite({ change: withLayout(layout) });
  });
  afterAll(async () => {
    await served?.close();
  });

  it.each([1440, 1024, 375])(
    "shows the languages as the layout says at %i px and reloads at the chosen one's path",
    async (width) => {
      const { page, nav, problems } = await open("/pricing/", { width, served });
      const isInline = width <= 1024;
      if (isInline) await nav.locator("[data-mobile-menu] > summary").click();
      const { menu, summary, list } = languageMenu(nav, { isInline });
      expect(await menu.getAttribute("data-layout")).toBe(layout);
      expect(await summary.getAttribute("aria-label")).toBe("Idioma: Português");
      await summary.click();
      expect(await isOpen(menu)).toBe(true);
      expect(await loadedFlags(summary)).toEqual(flags.summary);
      expect(await loadedFlags(list)).toEqual(flags.list);
      expect(await summary.locator("img").count()).toBe(flags.summary.length);
      expect(await list.locator("img").count()).toBe(flags.list.length);
      expect(await isNameShown(list, "English")).toBe(isShown);
      expect(await isNameShown(list, "Português")).toBe(isShown);
      expect(await axeViolations(page)).toEqual([]);
      await list.getByRole("link", { name: "English" }).click();
      await page.waitForURL(/\/en\/pricing\/$/);
      await page.waitForSelector("html[data-ilha-hydrated]");
      expect(await isMarked(page)).toBe(false);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
      expect(problems.consoleErrors).toEqual([]);
      await page.context().close();
    },
  );
});
