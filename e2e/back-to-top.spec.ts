import { consentCookie, LIMITS } from "@ilha/core";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { browserAndSite } from "./support/built-site.ts";

const OFFSET = LIMITS.timing.backToTopOffsetPx;
const { launcherPx, chatSideOffsetPx, chatSideOffsetSmallVw } = LIMITS.sizes;

const spec = browserAndSite();

async function open(width = 1440): Promise<Page> {
  const context = await spec.browser.newContext({ viewport: { width, height: 800 } });
  const cookie = consentCookie(spec.served.site.id);
  await context.addCookies([{ name: cookie.name, value: cookie.value, url: spec.served.url }]);
  const page = await context.newPage();
  await page.goto(spec.served.url);
  await page.waitForSelector("html[data-ilha-hydrated]");
  return page;
}

const backToTop = (page: Page) => page.getByRole("button", { name: "Voltar ao topo" });
/** The button by its markup: a hidden one is out of the accessibility tree, so out of roles. */
const BUTTON = "button[aria-label='Voltar ao topo']";
const cornerOf = (page: Page) => page.locator("div[data-shown]", { has: page.locator(BUTTON) });

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await page.evaluate(() => new Promise(requestAnimationFrame));
}

/**
 * Lets the button settle: two frames for the scroll to be handled and rendered, then until its
 * show or hide transition (200 ms) has finished.
 */
async function settle(corner: Locator): Promise<void> {
  await corner.evaluate(async (element) => {
    for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
    await Promise.all(element.getAnimations({ subtree: true }).map((run) => run.finished));
  });
}

/** Whether the button is meant to be shown, its corner's opacity and whether it can be seen. */
async function shownState(page: Page) {
  const button = page.locator(BUTTON);
  const corner = cornerOf(page);
  return {
    isShown: await corner.getAttribute("data-shown"),
    opacity: await corner.evaluate((element) => getComputedStyle(element).opacity),
    isVisible: await button.isVisible(),
  };
}

async function rectOf(page: Page, name: string) {
  const rect = await page.getByRole("button", { name }).boundingBox();
  if (rect === null) throw new Error(`${name} is laid out`);
  return rect;
}

describe("back-to-top", () => {
  it.each([375, 1024, 1440])(
    `is hidden at ${OFFSET} px of scroll and shown from ${OFFSET + 1} px, once settled, at %i px`,
    async (width) => {
      const page = await open(width);
      const corner = cornerOf(page);
      expect(await shownState(page)).toEqual({ isShown: "false", opacity: "0", isVisible: false });
      for (const [y, isShown] of [
        [OFFSET, false],
        [OFFSET + 1, true],
        [OFFSET, false],
        [OFFSET + 1, true],
        [0, false],
      ] as const) {
        await scrollTo(page, y);
        await settle(corner);
        expect(await page.evaluate(() => window.scrollY)).toBe(y);
        expect(await shownState(page), `at ${y} px`).toEqual({
          isShown: String(isShown),
          opacity: isShown ? "1" : "0",
          isVisible: isShown,
        });
      }
      await page.context().close();
    },
  );

  it.each([375, 1024, 1440])(
    "sits on the right above the WhatsApp launcher, in its column, without overlapping, at %i px",
    async (width) => {
      const page = await open(width);
      await scrollTo(page, 1500);
      await backToTop(page).waitFor({ state: "visible" });
      const button = await rectOf(page, "Voltar ao topo");
      const launcher = await rectOf(page, "Conversa por WhatsApp");
      const side = width <= 767 ? (width * chatSideOffsetSmallVw) / 100 : chatSideOffsetPx;
      expect(button.width).toBe(launcherPx);
      expect(width - (button.x + button.width)).toBeCloseTo(side, 1);
      expect(button.x).toBeCloseTo(launcher.x, 1);
      expect(button.y + button.height).toBeLessThanOrEqual(launcher.y);
      await page.context().close();
    },
  );

  it("scrolls smoothly back to the top when pressed, then hides", async () => {
    const page = await open();
    await scrollTo(page, 2500);
    await backToTop(page).click();
    const positions = await page.evaluate(
      () =>
        new Promise<number[]>((done) => {
          const seen: number[] = [];
          const sample = () => {
            seen.push(window.scrollY);
            if (window.scrollY === 0 || seen.length > 300) done(seen);
            else requestAnimationFrame(sample);
          };
          sample();
        }),
    );
    expect(positions.at(-1)).toBe(0);
    expect(positions.some((y) => y > 0 && y < 2500)).toBe(true);
    await backToTop(page).waitFor({ state: "hidden", timeout: 1000 });
    await page.context().close();
  });

  it("takes keyboard focus to the top of the page when pressed with the keyboard", async () => {
    const page = await open();
    await scrollTo(page, 2500);
    await backToTop(page).waitFor({ state: "visible" });
    await backToTop(page).focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      "Saltar para o conteúdo",
    );
    await page.context().close();
  });

  it("steps aside while the chat card covers its column", async () => {
    const page = await open();
    await scrollTo(page, 1500);
    await backToTop(page).waitFor({ state: "visible" });
    await page.getByRole("button", { name: "Conversa por WhatsApp" }).click();
    await backToTop(page).waitFor({ state: "hidden", timeout: 1000 });
    await page.keyboard.press("Escape");
    await backToTop(page).waitFor({ state: "visible", timeout: 1000 });
    await page.context().close();
  });

  it("passes axe once shown", async () => {
    const page = await open(375);
    await scrollTo(page, 1500);
    await backToTop(page).waitFor({ state: "visible" });
    await page.waitForTimeout(250);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
