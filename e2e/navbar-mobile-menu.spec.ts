import { consentCookie } from "@ilha/core";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { browserAndSite } from "./support/built-site.ts";

const spec = browserAndSite();

/**
 * Opens `path` with the consent already given (unless `isConsentAsked`), the document marked to
 * tell reloads apart.
 */
async function open(path: string, { width = 375, height = 800, isConsentAsked = false } = {}) {
  const context = await spec.browser.newContext({ viewport: { width, height } });
  const cookie = consentCookie(spec.served.site.id);
  if (!isConsentAsked) {
    await context.addCookies([{ name: cookie.name, value: cookie.value, url: spec.served.url }]);
  }
  const page = await context.newPage();
  await page.goto(new URL(path.slice(1), spec.served.url).href, { waitUntil: "networkidle" });
  await page.waitForSelector("html[data-ilha-hydrated]");
  await page.evaluate(() => Object.assign(window, { ilhaMark: true }));
  return { page, nav: page.getByRole("navigation", { name: "Navegação principal" }) };
}

const isMarked = (page: Page) => page.evaluate(() => "ilhaMark" in window);

/** The mobile menu's parts: its button, its sheet and whether it is open. */
function mobileMenu(nav: Locator) {
  const menu = nav.locator("[data-mobile-menu]");
  return {
    toggle: menu.locator("> summary"),
    sheet: menu.locator("> summary + div"),
    isOpen: () => menu.evaluate((details) => (details as HTMLDetailsElement).open),
  };
}

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

describe("the mobile menu", () => {
  it("is the bar's only control at 1024 px and below, not above", async () => {
    for (const [width, isMobile] of [
      [1024, true],
      [1025, false],
    ] as const) {
      const { page, nav } = await open("/", { width });
      expect(await mobileMenu(nav).toggle.isVisible()).toBe(isMobile);
      expect(await nav.getByRole("link", { name: "Preços" }).first().isVisible()).toBe(!isMobile);
      await page.context().close();
    }
  });

  it.each([375, 1024])(
    "opens full screen below the bar at %i px, locking the page's scrolling until closed",
    async (width) => {
      const { page, nav } = await open("/pricing/", { width, height: 800 });
      const { toggle, sheet, isOpen } = mobileMenu(nav);
      expect(await toggle.getAttribute("aria-label")).toBe("Menu");
      expect(await bodyOverflow(page)).toBe("visible");
      await toggle.click();
      expect(await isOpen()).toBe(true);
      const bar = await nav.locator(".ilha-container").first().boundingBox();
      const barBottom = (bar?.y ?? 0) + (bar?.height ?? 0);
      expect(barBottom).toBe(72);
      expect(await sheet.boundingBox()).toEqual({ x: 0, y: 72, width, height: 800 - 72 });
      expect(await bodyOverflow(page)).toBe("hidden");
      expect(await sheet.getByRole("link", { name: "Termos" }).isVisible()).toBe(true);
      expect(await toggle.getAttribute("aria-label")).toBe("Fechar menu");
      await toggle.click();
      expect(await isOpen()).toBe(false);
      expect(await sheet.isVisible()).toBe(false);
      expect(await bodyOverflow(page)).toBe("visible");
      await page.context().close();
    },
  );

  it.each([375, 1024])(
    "keeps the page still under the wheel while open at %i px and lets it scroll once closed",
    async (width) => {
      const { page, nav } = await open("/pricing/", { width, height: 800 });
      const { toggle, sheet } = mobileMenu(nav);
      await page.evaluate(() => window.scrollTo(0, 120));
      await page.waitForFunction(() => window.scrollY === 120);
      await toggle.click();
      const sheetBox = await sheet.boundingBox();
      if (sheetBox === null) throw new Error("the open sheet has no box");
      for (const [x, y] of [
        [width / 2, sheetBox.y + sheetBox.height / 2],
        [width / 2, 30],
      ] as const) {
        await page.mouse.move(x, y);
        for (let turn = 0; turn < 3; turn += 1) await page.mouse.wheel(0, 800);
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => window.scrollY), `wheel at ${x},${y}`).toBe(120);
      }
      await toggle.click();
      await page.mouse.move(width / 2, 400);
      await page.mouse.wheel(0, 600);
      await page.waitForFunction(() => window.scrollY > 120);
      await page.context().close();
    },
  );

  it("routes a chosen link in place, closes and lets the page scroll again", async () => {
    const { page, nav } = await open("/pricing/", { width: 375, height: 800 });
    const { toggle, sheet, isOpen } = mobileMenu(nav);
    await toggle.click();
    await sheet.getByRole("link", { name: "Termos" }).click();
    await page.waitForURL(/\/termos\/$/);
    expect(await isMarked(page)).toBe(true);
    expect(await isOpen()).toBe(false);
    expect(await bodyOverflow(page)).toBe("visible");
    await page.mouse.move(187, 400);
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => window.scrollY > 0);
    await page.context().close();
  });

  it("closes on Escape and returns focus to its button", async () => {
    const { page, nav } = await open("/", { width: 375 });
    const { toggle, isOpen } = mobileMenu(nav);
    await toggle.focus();
    await page.keyboard.press("Enter");
    expect(await isOpen()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Reservas");
    await page.keyboard.press("Escape");
    expect(await isOpen()).toBe(false);
    expect(await toggle.evaluate((summary) => summary === document.activeElement)).toBe(true);
    expect(await bodyOverflow(page)).toBe("visible");
    await page.context().close();
  });

  it("scrolls its last item clear of the consent banner while the banner asks", async () => {
    const { page, nav } = await open("/", { width: 375, height: 667, isConsentAsked: true });
    const banner = page.getByRole("region", { name: "Consentimento de cookies" });
    await banner.waitFor();
    const { toggle, sheet } = mobileMenu(nav);
    await toggle.click();
    await sheet.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    const last = sheet.locator("a, button, summary").last();
    const item = await last.boundingBox();
    const top = (await banner.boundingBox())?.y ?? 0;
    expect((item?.y ?? 0) + (item?.height ?? 0)).toBeLessThanOrEqual(top);
    await page.context().close();
  });

  it("has no axe violations while open", async () => {
    const { page, nav } = await open("/", { width: 375 });
    await mobileMenu(nav).toggle.click();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
