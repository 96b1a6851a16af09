import type { CookieSettings, Site } from "@ilha/core";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type PageProblems, watchProblems } from "./support/browser.ts";
import { browserAndSite } from "./support/built-site.ts";
import { answerHosts, saveConsentBeforeLoad } from "./support/consent.ts";

const SITE_ID = "vehicle-rental";

const VENDOR_URLS = {
  gtag: "https://www.googletagmanager.com/gtag/js?id=G-MARE2026X",
  pixel: "https://connect.facebook.net/en_US/fbevents.js",
  metrics: "https://mc.yandex.ru/metrika/tag.js",
  ads: "https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1234567890123456",
  chat: "https://widget.intercom.io/widget/mare01ab",
};
const ANALYTICS = [VENDOR_URLS.gtag, VENDOR_URLS.pixel, VENDOR_URLS.metrics];
const MARKETING = [VENDOR_URLS.ads, VENDOR_URLS.chat];
const VENDOR_HOSTS = new Set([
  "www.googletagmanager.com",
  "connect.facebook.net",
  "mc.yandex.ru",
  "pagead2.googlesyndication.com",
  "widget.intercom.io",
  "static.olark.com",
]);

/** The sample with every tracking id, two chats (Intercom primary) and every banner button. */
function withEveryScript(site: Site): Site {
  const content = Object.fromEntries(
    Object.entries(site.content).map(([code, value]) => {
      const consent = value.consent;
      if (consent === undefined) throw new Error("the sample asks consent");
      const shown = { isVisible: true };
      return [
        code,
        {
          ...value,
          consent: {
            ...consent,
            declineBtn: { ...consent.declineBtn, ...shown },
            settingsBtn: { ...consent.settingsBtn, ...shown },
          },
        },
      ];
    }),
  );
  const tracking = {
    gtagId: "G-MARE2026X",
    facebookPixelCode: "123456789012345",
    adSensePublisherId: "pub-1234567890123456",
    ymId: "98765432",
    chatsData: [
      { name: "olark" as const, key: "1111-222-33-4444", isPrimary: false },
      { name: "intercom" as const, key: "mare01ab", isPrimary: true },
    ],
  };
  return { ...site, settings: { ...site.settings, tracking }, content };
}

const spec = browserAndSite({ change: withEveryScript });

type Opened = { page: Page; context: BrowserContext; requests: string[]; problems: PageProblems };

/** Opens a page with every vendor host answered by an empty script, recording what is asked. */
async function open(
  path: string,
  {
    settings,
    width = 1440,
    hasTouch = false,
  }: { settings?: CookieSettings; width?: number; hasTouch?: boolean } = {},
): Promise<Opened> {
  const context = await spec.browser.newContext({
    viewport: { width, height: 900 },
    ...(hasTouch ? { hasTouch, isMobile: true } : {}),
  });
  const requests = await answerHosts({
    context,
    hosts: VENDOR_HOSTS,
    contentType: "application/javascript",
  });
  if (settings !== undefined) {
    await saveConsentBeforeLoad({ context, siteUrl: spec.served.url, siteId: SITE_ID, settings });
  }
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(new URL(path.slice(1), spec.served.url).href);
  await page.waitForSelector("html[data-ilha-hydrated]");
  return { page, context, requests, problems };
}

/** Moves the mouse, then waits for `count` vendor requests and a moment more for strays. */
async function moveAndSettle(opened: Opened, count: number): Promise<string[]> {
  await opened.page.mouse.move(200, 300);
  await opened.page.mouse.move(240, 320);
  if (count > 0) {
    await opened.page.waitForFunction(
      (expected) => document.querySelectorAll("script[data-ilha-vendor]").length >= expected,
      count,
    );
  }
  await opened.page.waitForTimeout(600);
  return [...opened.requests].sort();
}

/** Drags a finger up the page through the DevTools protocol: touch events, no mouse ones. */
async function swipeUp(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const at = (y: number) => [{ x: 180, y, id: 1 }];
  await session.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(600) });
  for (const y of [560, 520, 480, 440]) {
    await session.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(y) });
  }
  await session.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await session.detach();
}

type Command = [string, string, Record<string, string>?];

function consentCommands(page: Page): Promise<Command[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry) as Command)
      .filter((command) => command[0] === "consent"),
  );
}

const signals = (granted: string[]) =>
  Object.fromEntries(
    [
      "ad_storage",
      "ad_user_data",
      "ad_personalization",
      "analytics_storage",
      "functionality_storage",
      "personalization_storage",
      "security_storage",
    ].map((type) => [type, granted.includes(type) ? "granted" : "denied"]),
  );

describe("third-party scripts on the published site", () => {
  it("requests nothing from any vendor before the first pointer movement", async () => {
    const opened = await open("/en/");
    await opened.page.waitForTimeout(1500);
    await opened.page.keyboard.press("End");
    await opened.page.keyboard.press("PageUp");
    await opened.page.keyboard.press("Tab");
    await opened.page.waitForTimeout(1500);
    expect(opened.requests).toEqual([]);
    expect(await opened.page.locator("script[data-ilha-vendor]").count()).toBe(0);
    await opened.context.close();
  });

  it("loads every group, the primary chat only, after a mouse move without saved settings", async () => {
    const opened = await open("/en/");
    expect(await moveAndSettle(opened, 5)).toEqual([...ANALYTICS, ...MARKETING].sort());
    expect(opened.problems.consoleErrors).toEqual([]);
    expect(await consentCommands(opened.page)).toEqual([
      ["consent", "default", signals(["security_storage"])],
    ]);
    await opened.context.close();
  });

  it("loads every group after the first touch movement on a touch screen at 375 px, without any mouse event", async () => {
    const opened = await open("/en/", { width: 375, hasTouch: true });
    await opened.page.evaluate(() => {
      const mouseEvents: string[] = [];
      for (const type of ["mousemove", "mousedown", "mouseover"]) {
        window.addEventListener(type, () => mouseEvents.push(type), { capture: true });
      }
      Object.assign(window, { mouseEvents });
    });
    await opened.page.waitForTimeout(1000);
    expect(opened.requests).toEqual([]);
    await swipeUp(opened.page);
    await opened.page.waitForFunction(
      () => document.querySelectorAll("script[data-ilha-vendor]").length >= 5,
    );
    await opened.page.waitForTimeout(600);
    expect([...opened.requests].sort()).toEqual([...ANALYTICS, ...MARKETING].sort());
    expect(
      await opened.page.evaluate(
        () => (window as unknown as { mouseEvents: string[] }).mouseEvents,
      ),
    ).toEqual([]);
    expect(opened.problems.consoleErrors).toEqual([]);
    await opened.context.close();
  });

  it("loads only the pixel, tag and metrics after analytics-only settings", async () => {
    const settings = { analytics: true, marketing: false, functional: false };
    const opened = await open("/en/", { settings });
    expect(await moveAndSettle(opened, 3)).toEqual([...ANALYTICS].sort());
    expect(await consentCommands(opened.page)).toEqual([
      ["consent", "default", signals(["analytics_storage", "security_storage"])],
    ]);
    await opened.context.close();
  });

  it("loads only the chat and the ads after marketing-only settings", async () => {
    const settings = { analytics: false, marketing: true, functional: false };
    const opened = await open("/en/", { settings });
    expect(await moveAndSettle(opened, 2)).toEqual([...MARKETING].sort());
    expect(await consentCommands(opened.page)).toEqual([
      [
        "consent",
        "default",
        signals(["ad_storage", "ad_user_data", "ad_personalization", "security_storage"]),
      ],
    ]);
    await opened.context.close();
  });

  it("loads nothing after Decline, on this page and the next visit", async () => {
    const opened = await open("/en/");
    await opened.page.getByRole("button", { name: "Decline" }).focus();
    await opened.page.keyboard.press("Enter");
    expect(await moveAndSettle(opened, 0)).toEqual([]);
    await opened.page.reload();
    await opened.page.waitForSelector("html[data-ilha-hydrated]");
    expect(await moveAndSettle(opened, 0)).toEqual([]);
    await opened.context.close();
  });

  it("tells the loaded tags when the visitor accepts on the page", async () => {
    const opened = await open("/en/");
    await moveAndSettle(opened, 5);
    await opened.page.getByRole("button", { name: "Accept" }).click();
    expect(await consentCommands(opened.page)).toEqual([
      ["consent", "default", signals(["security_storage"])],
      [
        "consent",
        "update",
        signals([
          "ad_storage",
          "ad_user_data",
          "ad_personalization",
          "analytics_storage",
          "functionality_storage",
          "personalization_storage",
          "security_storage",
        ]),
      ],
    ]);
    await opened.context.close();
  });

  it("loads each script once across client-side navigations and sends their page views", async () => {
    const opened = await open("/en/", {
      settings: { analytics: true, marketing: true, functional: true },
    });
    await moveAndSettle(opened, 5);
    await opened.page.evaluate(() => Object.assign(window, { ilhaMark: true }));
    await opened.page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Prices", exact: true })
      .first()
      .click();
    await opened.page.waitForURL(/\/en\/pricing\/$/);
    expect(await moveAndSettle(opened, 5)).toEqual([...ANALYTICS, ...MARKETING].sort());
    expect(await opened.page.evaluate(() => "ilhaMark" in window)).toBe(true);
    expect(await opened.page.locator("script[data-ilha-vendor]").count()).toBe(5);
    const pageViews = await opened.page.evaluate(() =>
      (window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer
        .map((entry) => Array.from(entry))
        .filter((command) => command[0] === "event" && command[1] === "page_view"),
    );
    expect(pageViews).toEqual([
      ["event", "page_view", expect.objectContaining({ page_path: "/en/pricing/" })],
    ]);
    await opened.context.close();
  });
});
