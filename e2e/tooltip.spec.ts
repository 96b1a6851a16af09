import { consentCookie, LIMITS } from "@ilha/core";
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserAndSite } from "./support/built-site.ts";

const TOUCH_MS = LIMITS.timing.tooltipTouchMs;
const CHAT_TIP = "Fale connosco pelo WhatsApp";

const spec = browserAndSite();

async function open({
  width = 1440,
  hasClock = false,
  ...options
}: { width?: number; hasClock?: boolean } & BrowserContextOptions = {}): Promise<Page> {
  const context = await spec.browser.newContext({ viewport: { width, height: 800 }, ...options });
  const cookie = consentCookie(spec.served.site.id);
  await context.addCookies([{ name: cookie.name, value: cookie.value, url: spec.served.url }]);
  const page = await context.newPage();
  if (hasClock) await page.clock.install({ time: new Date("2025-06-01T09:00:00Z") });
  await page.goto(spec.served.url);
  await page.waitForSelector("html[data-ilha-hydrated]");
  return page;
}

const launcher = (page: Page) => page.getByRole("button", { name: "Conversa por WhatsApp" });
const tooltip = (page: Page, text = CHAT_TIP) =>
  page.getByRole("tooltip").filter({ hasText: text });
const isShown = (page: Page, text = CHAT_TIP) => tooltip(page, text).isVisible();

describe("tooltip", () => {
  it.each([375, 1024, 1440])(
    "describes the launcher, opens on hover beside it inside the window, and closes when the pointer leaves, at %i px",
    async (width) => {
      const page = await open({ width });
      const describedBy = await launcher(page).getAttribute("aria-describedby");
      expect(await page.locator(`[id="${describedBy}"]`).getAttribute("role")).toBe("tooltip");
      expect(await isShown(page)).toBe(false);
      await launcher(page).hover();
      expect(await isShown(page)).toBe(true);
      const tip = await tooltip(page).locator("span").boundingBox();
      const button = await launcher(page).boundingBox();
      if (tip === null || button === null) throw new Error("both are laid out");
      expect(tip.x).toBeGreaterThanOrEqual(0);
      expect(tip.x + tip.width).toBeLessThanOrEqual(button.x);
      await page.mouse.move(10, 10);
      expect(await isShown(page)).toBe(false);
      await page.context().close();
    },
  );

  it("gives way to the chat card a click opens, and shows again on the next hover", async () => {
    const page = await open();
    await launcher(page).hover();
    expect(await isShown(page)).toBe(true);
    await launcher(page).click();
    await page.getByRole("dialog").waitFor();
    expect(await isShown(page)).toBe(false);
    await page.mouse.click(200, 300);
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await launcher(page).hover();
    expect(await isShown(page)).toBe(true);
    await page.context().close();
  });

  it("opens on keyboard focus and closes on Escape", async () => {
    const page = await open();
    await launcher(page).focus();
    expect(await isShown(page)).toBe(true);
    await page.keyboard.press("Escape");
    expect(await isShown(page)).toBe(false);
    await page.context().close();
  });

  it("closes when the page scrolls", async () => {
    const page = await open();
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }));
    const backToTop = page.getByRole("button", { name: "Voltar ao topo" });
    await backToTop.waitFor({ state: "visible" });
    await backToTop.hover();
    expect(await isShown(page, "Voltar ao topo")).toBe(true);
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => window.scrollY > 1500);
    await tooltip(page, "Voltar ao topo").waitFor({ state: "hidden", timeout: 1000 });
    await page.context().close();
  });

  it(`opens on a touch of back-to-top and closes by itself after ${TOUCH_MS} ms`, async () => {
    const page = await open({ width: 375, hasTouch: true, isMobile: true, hasClock: true });
    await page.clock.pauseAt(new Date("2025-06-01T09:00:10Z"));
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }));
    const backToTop = page.getByRole("button", { name: "Voltar ao topo" });
    await backToTop.waitFor({ state: "visible" });
    await backToTop.dispatchEvent("pointerdown", { pointerType: "touch", isPrimary: true });
    expect(await isShown(page, "Voltar ao topo")).toBe(true);
    await page.clock.runFor(TOUCH_MS - 1);
    expect(await isShown(page, "Voltar ao topo")).toBe(true);
    await page.clock.runFor(1);
    expect(await isShown(page, "Voltar ao topo")).toBe(false);
    await page.context().close();
  });

  it("opens no tooltip beside the chat card a tap on the launcher opens", async () => {
    const page = await open({ width: 375, hasTouch: true, isMobile: true });
    await launcher(page).tap();
    await page.getByRole("dialog").waitFor();
    expect(await isShown(page)).toBe(false);
    await page.context().close();
  });
});
