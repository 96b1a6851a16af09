import { consentCookie, LIMITS, type Site } from "@ilha/core";
import type { BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { watchProblems } from "./support/browser.ts";
import { browserAndSite, type ServedSite, serveSite } from "./support/built-site.ts";

const CHAT_LINK = "https://api.whatsapp.com/send?phone=%2B351912345678";
const { launcherPx, chatSideOffsetPx, chatSideOffsetSmallVw, chatCardWidthPx } = LIMITS.sizes;
const { chatCardMobileVw, chatCardMobileMaxPx } = LIMITS.sizes;

const spec = browserAndSite();

/**
 * A hydrated page of `served` (the sample by default) with consent already given, so the banner
 * stays away.
 */
async function open({
  width = 1440,
  path = "/",
  time,
  served = spec.served,
  ...options
}: {
  width?: number;
  path?: string;
  time?: Date;
  served?: ServedSite;
} & BrowserContextOptions = {}): Promise<Page> {
  const context = await spec.browser.newContext({ viewport: { width, height: 800 }, ...options });
  const cookie = consentCookie(served.site.id);
  await context.addCookies([{ name: cookie.name, value: cookie.value, url: served.url }]);
  const page = await context.newPage();
  if (time !== undefined) await page.clock.install({ time });
  await page.goto(new URL(path.slice(1), served.url).href);
  await page.waitForSelector("html[data-ilha-hydrated]");
  return page;
}

const launcher = (page: Page, name = "Conversa por WhatsApp") =>
  page.getByRole("button", { name, exact: true });
const card = (page: Page) => page.getByRole("dialog");

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (found === null) throw new Error(`${selector} is laid out`);
  return found;
}

const sideOffset = (width: number) =>
  width <= LIMITS.breakpoints.mobileMax ? (width * chatSideOffsetSmallVw) / 100 : chatSideOffsetPx;

describe("messenger launcher", () => {
  it.each([375, 1024, 1440])(
    "is a round 50 px WhatsApp-green button at the right side offset, clear of the disclaimer, at %i px",
    async (width) => {
      const page = await open({ width });
      const button = launcher(page);
      const shape = await button.evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, radius: style.borderRadius };
      });
      expect(shape).toEqual({ background: "rgb(37, 211, 102)", radius: "50%" });
      const rect = await box(page, "[aria-label='Conversa por WhatsApp']");
      expect(rect.width).toBe(launcherPx);
      expect(rect.height).toBe(launcherPx);
      expect(width - (rect.x + rect.width)).toBeCloseTo(sideOffset(width), 1);
      const disclaimer = await box(page, "[data-ilha-disclaimer]");
      expect(rect.y + rect.height).toBeLessThanOrEqual(disclaimer.y);
      expect(await button.getAttribute("aria-expanded")).toBe("false");
      await page.context().close();
    },
  );
});

describe("chat card", () => {
  it.each([
    [375, (375 * chatCardMobileVw) / 100],
    [700, chatCardMobileMaxPx],
    [1024, chatCardWidthPx],
    [1440, chatCardWidthPx],
  ])(
    "opens at %i px with the sample's header, greeting and button, %f px wide above the launcher",
    async (width, cardWidth) => {
      const page = await open({ width });
      await launcher(page).click();
      const dialog = card(page);
      await dialog.waitFor();
      await dialog.evaluate((element) =>
        Promise.all(element.getAnimations().map((animation) => animation.finished)),
      );
      const rect = await box(page, "[role='dialog']");
      const button = await box(page, "[aria-label='Conversa por WhatsApp']");
      expect(rect.width).toBeCloseTo(cardWidth, 1);
      expect(width - (rect.x + rect.width)).toBeCloseTo(sideOffset(width), 1);
      expect(rect.x).toBeGreaterThanOrEqual(0);
      expect(rect.y + rect.height).toBeLessThanOrEqual(button.y);
      expect(await page.getByRole("dialog", { name: "Maré Rent" }).isVisible()).toBe(true);
      expect(await dialog.getByText("Respondemos em poucos minutos").isVisible()).toBe(true);
      expect(await dialog.getByText(/Precisa de ajuda para escolher um veículo/).isVisible()).toBe(
        true,
      );
      const start = dialog.getByRole("link", { name: "Iniciar conversa" });
      expect(await start.getAttribute("href")).toBe(CHAT_LINK);
      expect(await start.getAttribute("target")).toBe("_blank");
      expect(await dialog.locator("img").getAttribute("src")).toBe("/images/avatar-480.webp");
      await page.context().close();
    },
  );

  it("clamps the greeting to 5 lines in a message area at most 200 px high", async () => {
    const page = await open();
    await launcher(page).click();
    const measures = await card(page)
      .locator("p[class*='greeting']")
      .evaluate((greeting) => {
        const area = greeting.closest("[class*='messages']") as HTMLElement;
        const style = getComputedStyle(greeting);
        return {
          clamp: style.webkitLineClamp,
          maxHeight: getComputedStyle(area).maxHeight,
        };
      });
    expect(measures).toEqual({
      clamp: String(LIMITS.sizes.greetingMaxLines),
      maxHeight: `${LIMITS.sizes.messageAreaMaxHeightPx}px`,
    });
    await page.context().close();
  });

  it.each([
    ["UTC", "09:05"],
    ["Atlantic/Madeira", "10:05"],
  ])("shows the visitor's hours and minutes in %s: %s", async (timezoneId, shown) => {
    const page = await open({ timezoneId, time: new Date("2025-06-01T09:05:00Z") });
    expect(await page.locator("time").count()).toBe(0);
    await launcher(page).click();
    expect(await card(page).locator("time").textContent()).toBe(shown);
    await page.context().close();
  });

  it("opens the WhatsApp chat link in a new tab from the footer button", async () => {
    const page = await open();
    await page
      .context()
      .route("https://api.whatsapp.com/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>chat</title>" }),
      );
    await launcher(page).click();
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      card(page).getByRole("link", { name: "Iniciar conversa" }).click(),
    ]);
    expect(popup.url()).toBe(CHAT_LINK);
    expect(page.url()).toBe(`${spec.served.url}`);
    await page.context().close();
  });

  it("toggles with the launcher and closes with the close icon, Escape and an outside click", async () => {
    const page = await open();
    const problems = watchProblems(page);
    const button = launcher(page);
    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    expect(await card(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await button.click();
    expect(await card(page).count()).toBe(0);

    await button.click();
    await card(page).getByRole("button", { name: "Fechar conversa" }).click();
    expect(await card(page).count()).toBe(0);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press("Enter");
    await card(page).waitFor();
    await page.keyboard.press("Escape");
    expect(await card(page).count()).toBe(0);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

    await button.click();
    await card(page).getByText("Respondemos em poucos minutos").click();
    expect(await card(page).count()).toBe(1);
    await page.mouse.click(200, 300);
    expect(await card(page).count()).toBe(0);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await page.context().close();
  });

  describe("in a preview of the site", () => {
    let preview: ServedSite;
    beforeAll(async () => {
      preview = await serveSite({ isPreview: true });
    });
    afterAll(async () => {
      await preview?.close();
    });

    it.each([375, 1440])(
      "keeps the chat card open on an outside click at %i px, closes it with the close icon, and shows no disclaimer",
      async (width) => {
        const page = await open({ served: preview, width });
        expect(await page.locator("[data-ilha-report]").count()).toBe(0);
        const button = launcher(page);
        await button.click();
        await card(page).waitFor();
        const outside = { x: width - 20, y: 120 };
        expect(
          await card(page).evaluate(
            (element, point) => element.contains(document.elementFromPoint(point.x, point.y)),
            outside,
          ),
        ).toBe(false);
        await page.mouse.click(outside.x, outside.y);
        expect(await card(page).count()).toBe(1);
        await card(page).getByRole("button", { name: "Fechar conversa" }).click();
        expect(await card(page).count()).toBe(0);
        await page.context().close();
      },
    );
  });

  it.each([375, 1440])(
    "closes the launcher's tooltip when the card opens, at %i px",
    async (width) => {
      const page = await open({ width });
      const button = launcher(page);
      const tip = page.locator(`[id="${await button.getAttribute("aria-describedby")}"]`);
      await button.hover();
      await expect.poll(() => tip.isVisible()).toBe(true);
      await button.click();
      await card(page).waitFor();
      expect(await tip.isVisible()).toBe(false);
      await button.hover({ position: { x: 10, y: 10 } });
      expect(await tip.isVisible()).toBe(false);
      await page.screenshot({ path: `/tmp/ilha-chat-open-${width}.png` });
      await page.context().close();
    },
  );

  it("speaks English on the English pages", async () => {
    const page = await open({ path: "/en/" });
    await launcher(page, "WhatsApp chat").click();
    const dialog = card(page);
    expect(await dialog.getByText("We usually reply within minutes").isVisible()).toBe(true);
    expect(await dialog.getByRole("link", { name: "Start Chat" }).getAttribute("href")).toBe(
      CHAT_LINK,
    );
    expect(await dialog.getByRole("button", { name: "Close chat" }).isVisible()).toBe(true);
    await page.context().close();
  });

  it.each([375, 1440])("passes axe with the card open at %i px", async (width) => {
    const page = await open({ width });
    await launcher(page).click();
    await card(page).waitFor();
    await page.waitForTimeout(250);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

/** Twelve lines of greeting: more than 5 at any card width. */
const LONG_GREETING = Array.from(
  { length: 12 },
  (_, line) => `Linha ${line + 1}: estamos aqui para ajudar com a sua reserva.`,
).join("\n");

/** The sample with `LONG_GREETING` on the Portuguese WhatsApp card. */
function withLongGreeting(site: Site): Site {
  const pt = site.content.pt;
  if (pt?.messengers === undefined) throw new Error("the sample has Portuguese messengers");
  const data = pt.messengers.data.map((item) => ({
    ...item,
    data: { ...item.data, message: LONG_GREETING },
  }));
  return {
    ...site,
    content: { ...site.content, pt: { ...pt, messengers: { ...pt.messengers, data } } },
  };
}

describe("a greeting longer than 5 lines", () => {
  let served: ServedSite;
  beforeAll(async () => {
    served = await serveSite({ change: withLongGreeting });
  });
  afterAll(async () => {
    await served?.close();
  });

  it.each([375, 1024, 1440])(
    "is cut to 5 lines in a message area at most 200 px high, at %i px",
    async (width) => {
      const page = await open({ width, served });
      await launcher(page).click();
      const measures = await card(page)
        .locator("p[class*='greeting']")
        .evaluate((greeting) => {
          const probe = greeting.cloneNode() as HTMLElement;
          probe.textContent = "Linha";
          probe.style.webkitLineClamp = "none";
          greeting.after(probe);
          const lineHeight = probe.getBoundingClientRect().height;
          probe.remove();
          const area = greeting.closest("[class*='messages']") as HTMLElement;
          return {
            lines: greeting.getBoundingClientRect().height / lineHeight,
            isCut: greeting.scrollHeight > greeting.clientHeight,
            areaHeight: area.getBoundingClientRect().height,
          };
        });
      expect(measures.lines).toBeCloseTo(LIMITS.sizes.greetingMaxLines, 1);
      expect(measures.isCut).toBe(true);
      expect(measures.areaHeight).toBeLessThanOrEqual(LIMITS.sizes.messageAreaMaxHeightPx);
      await page.context().close();
    },
  );
});
