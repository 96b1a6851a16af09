import { consentCookie, LIMITS, type Site } from "@ilha/core";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { watchProblems } from "./support/browser.ts";
import { browserAndSite } from "./support/built-site.ts";

const LONG_TEXT = "Conditions for long-term rentals of seven-seat vehicles in the winter season";
/** English gets many more header links (one very long) to fill the "More" dropdown. */
function withManyEnglishLinks(site: Site): Site {
  const english = site.content.en;
  if (english === undefined) throw new Error("the template has English content");
  const extra = Array.from({ length: 12 }, (_, index) => ({
    text: `Offer ${index + 1}`,
    link: `/pricing#offer-${index + 1}`,
  }));
  const headerLinks = [...english.headerLinks, { text: LONG_TEXT, link: "/termos" }, ...extra];
  return { ...site, content: { ...site.content, en: { ...english, headerLinks } } };
}

const spec = browserAndSite({ change: withManyEnglishLinks });

async function open(path: string, { width = 1440, height = 900, isScripted = true } = {}) {
  const context = await spec.browser.newContext({
    viewport: { width, height },
    javaScriptEnabled: isScripted,
    reducedMotion: "reduce",
  });
  const cookie = consentCookie(spec.served.site.id);
  await context.addCookies([{ name: cookie.name, value: cookie.value, url: spec.served.url }]);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(new URL(path.slice(1), spec.served.url).href, { waitUntil: "networkidle" });
  if (isScripted) await page.waitForSelector("html[data-ilha-hydrated]");
  await page.evaluate(() => Object.assign(window, { ilhaMark: true }));
  return { page, problems, nav: page.getByRole("navigation", { name: /Navegação|navigation/ }) };
}

const isMarked = (page: Page) => page.evaluate(() => "ilhaMark" in window);
const settle = (page: Page) => page.evaluate(() => new Promise((done) => setTimeout(done, 150)));

/** The bar's row: each header link's text, width and whether it shows, "More"'s width, the gap. */
function rowLayout(page: Page) {
  return page.evaluate(() => {
    const row = document.querySelector("nav [data-nav-link]")?.parentElement;
    if (row === null || row === undefined) throw new Error("the bar has a row of links");
    const links = Array.from(row.querySelectorAll(":scope > [data-nav-link]")).map((item) => ({
      text: item.textContent ?? "",
      width: item.getBoundingClientRect().width,
      top: item.getBoundingClientRect().top,
      isShown: getComputedStyle(item).visibility !== "hidden",
    }));
    const more = row.querySelector("[data-nav-more]");
    return {
      links,
      moreWidth: more?.getBoundingClientRect().width ?? 0,
      gap: Number.parseFloat(getComputedStyle(row).columnGap),
    };
  });
}

async function dropdownOf(more: Locator): Promise<Locator> {
  const id = await more.getAttribute("aria-controls");
  return more.page().locator(`[id="${id}"]`);
}

/** Asserts the spec's rule: the links shown are those that fit, in order, in 40% of the window. */
async function expectLinksFit(page: Page, width: number): Promise<string[]> {
  const { links, moreWidth, gap } = await rowLayout(page);
  const budget = width * LIMITS.sizes.navLinksShare;
  const shown = links.filter((link) => link.isShown);
  expect(links.slice(0, shown.length)).toEqual(shown);
  const widthOf = (count: number) =>
    links.slice(0, count).reduce((sum, link) => sum + link.width + gap, 0);
  if (shown.length === links.length) {
    expect(widthOf(links.length) - gap).toBeLessThanOrEqual(budget);
    return [];
  }
  expect(widthOf(shown.length) + moreWidth).toBeLessThanOrEqual(budget);
  expect(widthOf(shown.length + 1) + moreWidth).toBeGreaterThan(budget);
  expect(new Set(shown.map((link) => Math.round(link.top))).size).toBeLessThanOrEqual(1);
  return links.slice(shown.length).map((link) => link.text);
}

describe("the header links that do not fit", () => {
  it.each([1440, 1280, 1100, 1025])(
    "keeps in a %i px bar only the links that fit in 40 percent of the window, the rest under Mais",
    async (width) => {
      const { page, nav, problems } = await open("/", { width });
      const overflowed = await expectLinksFit(page, width);
      if (width === 1440) expect(overflowed.length).toBeGreaterThan(0);
      const more = nav.getByRole("button", { name: "Mais" });
      expect(await more.isVisible()).toBe(overflowed.length > 0);
      if (overflowed.length > 0) {
        await more.click();
        const dropdown = await dropdownOf(more);
        expect(await dropdown.getByRole("link").allTextContents()).toEqual(overflowed);
      }
      expect(problems.consoleErrors).toEqual([]);
      await page.context().close();
    },
  );

  it("keeps every link in the bar without scripts", async () => {
    const { page, nav } = await open("/", { isScripted: false });
    for (const text of ["Reservas", "Preços", "Termos", "Parceiros", "Tarifas", "Motas"])
      expect(await nav.getByRole("link", { name: text, exact: true }).first().isVisible()).toBe(
        true,
      );
    expect(await nav.getByRole("button", { name: "Mais" }).count()).toBe(0);
    await page.context().close();
  });

  it("measures again after the window is resized", async () => {
    const { page } = await open("/", { width: 1440 });
    const before = (await rowLayout(page)).links.filter((link) => link.isShown).length;
    await page.setViewportSize({ width: 1100, height: 900 });
    await page.waitForTimeout(LIMITS.timing.remeasureThrottleMs + 200);
    await expectLinksFit(page, 1100);
    const after = (await rowLayout(page)).links.filter((link) => link.isShown).length;
    expect(after).toBeLessThan(before);
    await page.context().close();
  });

  it("drops down at most 400 px high and 200 to 300 px wide, each link at most 250 px", async () => {
    const { page, nav } = await open("/en/", { width: 1440 });
    const more = nav.getByRole("button", { name: "More" });
    await more.click();
    const dropdown = await dropdownOf(more);
    const box = await dropdown.evaluate((list) => {
      const long = Array.from(list.querySelectorAll("a")).find((link) =>
        link.textContent?.startsWith("Conditions"),
      );
      const text = long?.querySelector("span");
      return {
        width: list.getBoundingClientRect().width,
        height: list.getBoundingClientRect().height,
        right: list.getBoundingClientRect().right,
        isScrollable: list.scrollHeight > list.clientHeight,
        overflowY: getComputedStyle(list).overflowY,
        longWidth: long?.getBoundingClientRect().width ?? 0,
        isEllipsed:
          text !== null && text !== undefined && text.scrollWidth > text.clientWidth
            ? getComputedStyle(text).textOverflow
            : "",
      };
    });
    expect(box.width).toBeGreaterThanOrEqual(200);
    expect(box.width).toBeLessThanOrEqual(300);
    expect(box.height).toBeLessThanOrEqual(400);
    expect(box.height).toBeGreaterThan(380);
    expect(box.isScrollable).toBe(true);
    expect(box.overflowY).toBe("auto");
    expect(box.right).toBeLessThanOrEqual(1440);
    expect(box.longWidth).toBeLessThanOrEqual(250);
    expect(box.longWidth).toBeGreaterThan(200);
    expect(box.isEllipsed).toBe("ellipsis");
    await page.context().close();
  });

  it("closes Mais on Escape, returning focus, and on a click outside", async () => {
    const { page, nav } = await open("/", { width: 1440 });
    const more = nav.getByRole("button", { name: "Mais" });
    await more.focus();
    await page.keyboard.press("Enter");
    const dropdown = await dropdownOf(more);
    expect(await dropdown.isVisible()).toBe(true);
    await page.keyboard.press("Tab");
    expect(
      await dropdown
        .getByRole("link")
        .first()
        .evaluate((link) => link === document.activeElement),
    ).toBe(true);
    await page.keyboard.press("Escape");
    expect(await dropdown.isVisible()).toBe(false);
    expect(await more.evaluate((button) => button === document.activeElement)).toBe(true);
    await more.click();
    await page.mouse.click(700, 500);
    expect(await dropdown.isVisible()).toBe(false);
    expect(await more.getAttribute("aria-expanded")).toBe("false");
    await page.context().close();
  });

  it("routes a link chosen under Mais in place and closes the dropdown", async () => {
    const { page, nav } = await open("/pricing/", { width: 1440 });
    const more = nav.getByRole("button", { name: "Mais" });
    await more.click();
    const dropdown = await dropdownOf(more);
    const last = dropdown.getByRole("link").last();
    const text = await last.textContent();
    await last.click();
    await page.waitForURL(/\/motas\/$/);
    expect(text).toBe("Motas");
    expect(await isMarked(page)).toBe(true);
    await settle(page);
    expect(await nav.getByRole("button", { name: "Mais" }).getAttribute("aria-expanded")).toBe(
      "false",
    );
    await page.context().close();
  });

  it("has no axe violations with Mais open", async () => {
    const { page, nav } = await open("/", { width: 1440 });
    await nav.getByRole("button", { name: "Mais" }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

/** The fixed bar's background and shadow, and its height. */
function barLook(nav: Locator) {
  return nav.locator("> div").evaluate((shell) => {
    const style = getComputedStyle(shell);
    return {
      background: style.backgroundColor,
      hasShadow: style.boxShadow !== "none",
      height: (shell as HTMLElement).offsetHeight,
      top: shell.getBoundingClientRect().top,
    };
  });
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await settle(page);
}

describe("the bar's fill", () => {
  it.each([375, 1024, 1440])(
    "fills the hero's transparent bar with a shadow once scrolled past half its height at %i px",
    async (width) => {
      const { page, nav } = await open("/", { width });
      const { height } = await barLook(nav);
      expect(await barLook(nav)).toMatchObject({
        background: "rgba(0, 0, 0, 0)",
        hasShadow: false,
      });
      expect(await nav.locator("> div").evaluate((shell) => getComputedStyle(shell).color)).toBe(
        "rgb(255, 255, 255)",
      );
      await scrollTo(page, Math.floor(height / 2));
      expect(await barLook(nav)).toMatchObject({
        background: "rgba(0, 0, 0, 0)",
        hasShadow: false,
      });
      // The bar fills on the scroll's event, a frame or more later on a busy machine.
      await scrollTo(page, Math.floor(height / 2) + 1);
      await expect
        .poll(() => barLook(nav))
        .toMatchObject({
          background: "rgb(255, 255, 255)",
          hasShadow: true,
          top: 0,
        });
      await scrollTo(page, 2000);
      await expect.poll(() => barLook(nav)).toMatchObject({ hasShadow: true, top: 0 });
      await scrollTo(page, 0);
      await expect.poll(() => barLook(nav)).toMatchObject({ hasShadow: false });
      await page.context().close();
    },
  );

  it("adds the shadow to a page's plain bar, which stays at the top", async () => {
    const { page, nav } = await open("/pricing/", { width: 1440 });
    const { height } = await barLook(nav);
    expect(await barLook(nav)).toMatchObject({
      background: "rgb(255, 255, 255)",
      hasShadow: false,
    });
    await scrollTo(page, Math.floor(height / 2));
    expect((await barLook(nav)).hasShadow).toBe(false);
    await scrollTo(page, Math.floor(height / 2) + 1);
    expect(await barLook(nav)).toMatchObject({ hasShadow: true, top: 0 });
    await page.context().close();
  });
});

describe("the content under the fixed bar", () => {
  it("stays clear of the bar when the hero's arrow scrolls to it", async () => {
    const { page, nav } = await open("/", { width: 375 });
    await page.getByRole("link", { name: "Deslizar para baixo" }).click();
    await page.waitForFunction(() => window.scrollY > 300);
    await page.waitForTimeout(800);
    const barBottom = (await nav.locator("> div").boundingBox())?.height ?? 0;
    const mainTop = await page.evaluate(
      () => document.querySelector("main")?.getBoundingClientRect().top,
    );
    expect(mainTop).toBeGreaterThanOrEqual(barBottom - 1);
    await page.context().close();
  });
});
