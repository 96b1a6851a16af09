import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Site } from "@ilha/core";
import { buildSite } from "@ilha/publisher";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPreviewServer } from "../apps/server/src/cli/preview-server.ts";
import { loadSite, TEMPLATE_DIR } from "../packages/publisher/src/test-support/template.ts";
import { axeViolations } from "./support/axe.ts";
import { type PageProblems, watchProblems } from "./support/browser.ts";
import { browserAndSite } from "./support/built-site.ts";
import { answerHosts } from "./support/consent.ts";

const WIDTHS = [375, 1024, 1440] as const;
const SITE_ID = "vehicle-rental";
const DAY_SECONDS = 24 * 60 * 60;

/** The sample as designed in Portuguese (only Accept shows); in English every banner button shows. */
function withEveryEnglishButton(site: Site): Site {
  const english = site.content.en;
  const consent = english?.consent;
  if (english === undefined || consent === undefined) throw new Error("the sample asks consent");
  const shown = { isVisible: true };
  return {
    ...site,
    content: {
      ...site.content,
      en: {
        ...english,
        consent: {
          ...consent,
          declineBtn: { ...consent.declineBtn, ...shown },
          settingsBtn: { ...consent.settingsBtn, ...shown },
          privacyPolicyBtn: { ...consent.privacyPolicyBtn, ...shown },
        },
      },
    },
  };
}

const spec = browserAndSite({ change: withEveryEnglishButton });

type Opened = { page: Page; context: BrowserContext; problems: PageProblems };

async function open(
  path: string,
  { width, hasClock = false }: { width: number; hasClock?: boolean },
): Promise<Opened> {
  const context = await spec.browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const problems = watchProblems(page);
  if (hasClock) await page.clock.install();
  await page.goto(new URL(path.slice(1), spec.served.url).href);
  await page.waitForSelector("html[data-ilha-hydrated]");
  if (hasClock) {
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
  }
  return { page, context, problems };
}

const bannerOf = (page: Page, name = "Cookie consent") => page.getByRole("region", { name });
const settingsDialog = (page: Page) => page.getByRole("dialog", { name: "Cookie settings" });
const storedSettings = (page: Page, siteId = SITE_ID) =>
  page.evaluate((key) => localStorage.getItem(key), `cookieSettings:${siteId}`);

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (rect === null) throw new Error("the element is laid out");
  return rect;
}

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === SITE_ID);
}

async function openSettings(page: Page) {
  await bannerOf(page).getByRole("button", { name: "Settings" }).click();
  const dialog = settingsDialog(page);
  await dialog.waitFor();
  return dialog;
}

describe.each(WIDTHS)("the cookie-consent banner at %i px", (width) => {
  it("shows the sample's text with only its Accept button, above the disclaimer's Report button", async () => {
    const { page, context, problems } = await open("/", { width });
    const banner = bannerOf(page, "Consentimento de cookies");
    await banner.waitFor();
    expect(await banner.locator("p").textContent()).toMatch(/^Utilizamos cookies essenciais/);
    expect(await banner.locator("button, a").allTextContents()).toEqual(["Aceitar"]);
    const report = page.getByRole("button", { name: "Denunciar este site" });
    const reportBox = await box(report);
    expect((await box(banner)).y + (await box(banner)).height).toBeLessThanOrEqual(reportBox.y);
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest("[data-ilha-report]") !== null,
      { x: reportBox.x + reportBox.width / 2, y: reportBox.y + reportBox.height / 2 },
    );
    expect(hit).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it("lays the text over the buttons below 992 px and beside them from 992 px", async () => {
    const { page, context } = await open("/en/", { width });
    const banner = bannerOf(page);
    const text = await box(banner.locator("p"));
    const accept = await box(banner.getByRole("button", { name: "Accept" }));
    if (width < 992) expect(accept.y).toBeGreaterThanOrEqual(text.y + text.height);
    else expect(accept.x).toBeGreaterThanOrEqual(text.x + text.width);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBe(0);
    await context.close();
  });

  it("stores every category on Accept: cookie named by the site id for 100 days at /", async () => {
    const { page, context } = await open("/en/", { width });
    expect(await bannerOf(page).locator("button, a").allTextContents()).toEqual([
      "Privacy policy",
      "Settings",
      "Decline",
      "Accept",
    ]);
    await bannerOf(page).getByRole("button", { name: "Accept" }).click();
    await bannerOf(page).waitFor({ state: "detached" });
    const cookie = await consentCookie(context);
    expect(cookie).toMatchObject({ value: `website-cookie${SITE_ID}`, path: "/" });
    const expected = Date.now() / 1000 + 100 * DAY_SECONDS;
    expect(Math.abs((cookie?.expires ?? 0) - expected)).toBeLessThan(120);
    expect(JSON.parse((await storedSettings(page)) ?? "null")).toEqual({
      analytics: true,
      marketing: true,
      functional: true,
    });
    await page.reload();
    await page.waitForSelector("html[data-ilha-hydrated]");
    await page.getByRole("button", { name: "Report this website" }).waitFor();
    expect(await bannerOf(page).count()).toBe(0);
    await context.close();
  });

  it("stores no category on Decline and hides the banner", async () => {
    const { page, context } = await open("/en/", { width });
    await bannerOf(page).getByRole("button", { name: "Decline" }).click();
    await bannerOf(page).waitFor({ state: "detached" });
    expect((await consentCookie(context))?.value).toBe(`website-cookie${SITE_ID}`);
    expect(JSON.parse((await storedSettings(page)) ?? "null")).toEqual({
      analytics: false,
      marketing: false,
      functional: false,
    });
    await context.close();
  });

  it("links the privacy policy under the language's route", async () => {
    const { page, context } = await open("/en/", { width });
    const link = bannerOf(page).getByRole("link", { name: "Privacy policy" });
    expect(await link.getAttribute("href")).toBe("/en/politicadeprivacidade/");
    await context.close();
  });

  it("opens the settings popup: 550 px wide, or full screen under 630 px, and axe-clean", async () => {
    const { page, context } = await open("/en/", { width });
    const dialog = await openSettings(page);
    await page.waitForFunction(
      () => document.querySelector("dialog")?.getAttribute("data-state") === "open",
    );
    await page.waitForTimeout(350);
    const panel = await box(dialog.locator(":scope > div"));
    if (width < 630) expect(panel).toEqual({ x: 0, y: 0, width, height: 800 });
    else expect(panel.width).toBe(550);
    const essential = dialog.locator("[data-category='essential']");
    expect(await essential.getByText("Always on").isVisible()).toBe(true);
    expect(await essential.getByRole("switch").count()).toBe(0);
    const switches = dialog.getByRole("switch");
    expect(await switches.count()).toBe(3);
    for (const name of ["Analytics", "Marketing", "Functional"]) {
      expect(await dialog.getByRole("switch", { name }).isChecked()).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

/** Whether a real click at the centre of `locator` would land on it (nothing covers it). */
async function isUncovered(page: Page, locator: Locator): Promise<boolean> {
  const rect = await box(locator);
  const handle = await locator.elementHandle();
  return page.evaluate(
    ({ x, y, element }) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && element !== null && (element === hit || element.contains(hit));
    },
    { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2, element: handle },
  );
}

const overlaps = (a: { y: number; height: number }, b: { y: number; height: number }) =>
  a.y < b.y + b.height && b.y < a.y + a.height;

describe.each(WIDTHS)("the fixed widgets before any consent choice at %i px", (width) => {
  it("keeps the WhatsApp launcher and back-to-top above the banner: the chat opens, its button works", async () => {
    const { page, context, problems } = await open("/", { width });
    const banner = bannerOf(page, "Consentimento de cookies");
    await banner.waitFor();
    const launcher = page.getByRole("button", { name: "Conversa por WhatsApp", exact: true });
    const bannerBox = await box(banner);
    expect(overlaps(await box(launcher), bannerBox)).toBe(false);
    expect(await isUncovered(page, launcher)).toBe(true);
    await launcher.click();
    const card = page.getByRole("dialog");
    await card.waitFor();
    const start = card.getByRole("link", { name: /Iniciar conversa/ });
    expect(overlaps(await box(start), bannerBox)).toBe(false);
    expect(await isUncovered(page, start)).toBe(true);
    await page.screenshot({ path: `/tmp/ilha-consent-chat-${width}.png` });
    await context.route("https://api.whatsapp.com/**", (route) =>
      route.fulfill({ body: "WhatsApp", contentType: "text/plain" }),
    );
    const [popup] = await Promise.all([context.waitForEvent("page"), start.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(/^https:\/\/api\.whatsapp\.com\/send\?phone=/);
    await popup.close();
    await page.keyboard.press("Escape");
    await page.mouse.wheel(0, 1500);
    const backToTop = page.getByRole("button", { name: "Voltar ao topo" });
    await backToTop.waitFor({ state: "visible" });
    await expect.poll(async () => overlaps(await box(backToTop), await box(banner))).toBe(false);
    expect(await isUncovered(page, backToTop)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await banner.getByRole("button", { name: "Aceitar" }).click();
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.documentElement.style.getPropertyValue("--ilha-consent-height"),
        ),
      )
      .toBe("");
    const report = await box(page.getByRole("button", { name: "Denunciar este site" }));
    const launcherBox = await box(launcher);
    expect(report.y - (launcherBox.y + launcherBox.height)).toBeLessThan(40);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});

describe("the cookie settings popup", () => {
  it("saves the chosen categories on Confirm and reloads without the banner", async () => {
    const { page, context } = await open("/en/", { width: 1024 });
    await page.evaluate(() => Object.assign(window, { ilhaMark: true }));
    const dialog = await openSettings(page);
    await dialog.getByRole("switch", { name: "Marketing" }).click();
    await dialog.getByText("Functional", { exact: true }).click();
    const reloaded = page.waitForEvent("load");
    await dialog.getByRole("button", { name: "Save preferences" }).click();
    await reloaded;
    expect(await page.evaluate(() => "ilhaMark" in window)).toBe(false);
    expect(JSON.parse((await storedSettings(page)) ?? "null")).toEqual({
      analytics: true,
      marketing: false,
      functional: false,
    });
    expect((await consentCookie(context))?.value).toBe(`website-cookie${SITE_ID}`);
    await page.waitForSelector("html[data-ilha-hydrated]");
    await page.getByRole("button", { name: "Report this website" }).waitFor();
    expect(await bannerOf(page).count()).toBe(0);
    await context.close();
  });

  it("animates open and closed for 300 ms, then removes itself and resets every switch", async () => {
    const { page, context } = await open("/en/", { width: 1440, hasClock: true });
    await bannerOf(page).getByRole("button", { name: "Settings" }).click();
    await page.clock.runFor(50);
    const dialog = settingsDialog(page);
    expect(await dialog.getAttribute("data-state")).toBe("open");
    const transition = await dialog.evaluate((element) => getComputedStyle(element).transition);
    expect(transition).toContain("opacity 0.3s");
    await dialog.getByRole("switch", { name: "Analytics" }).click();
    expect(await dialog.getByRole("switch", { name: "Analytics" }).isChecked()).toBe(false);
    await dialog.getByRole("button", { name: "Close cookie settings" }).click();
    // The page reacts within a frame; the dialog stays through the 300 ms, then goes.
    await page.clock.runFor(20);
    expect(await dialog.getAttribute("data-state")).toBe("closed");
    await page.clock.runFor(270);
    expect(await page.locator("dialog").count()).toBe(1);
    await page.clock.runFor(40);
    expect(await page.locator("dialog").count()).toBe(0);
    expect(await storedSettings(page)).toBeNull();
    await bannerOf(page).getByRole("button", { name: "Settings" }).click();
    await page.clock.runFor(50);
    expect(await settingsDialog(page).getByRole("switch", { name: "Analytics" }).isChecked()).toBe(
      true,
    );
    await context.close();
  });

  it("works from the keyboard: Escape closes it and focus returns to Settings", async () => {
    const { page, context } = await open("/en/", { width: 1440 });
    const settings = bannerOf(page).getByRole("button", { name: "Settings" });
    await settings.focus();
    await page.keyboard.press("Enter");
    const dialog = settingsDialog(page);
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await settings.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await storedSettings(page)).toBeNull();
    await context.close();
  });
});

describe("the keyboard's focus and the banner", () => {
  it("scrolls each control the keyboard reaches clear of the banner, never wholly behind it (WCAG 2.4.11)", async () => {
    const { page, context, problems } = await open("/en/", { width: 1024 });
    const banner = bannerOf(page);
    await banner.waitFor();
    const bannerTop = (await box(banner)).y;
    const hidden: string[] = [];
    let reached = 0;
    for (let press = 0; press < 80; press += 1) {
      await page.keyboard.press("Tab");
      const found = await page.evaluate((top) => {
        const element = document.activeElement;
        if (!(element instanceof HTMLElement) || element === document.body) return undefined;
        // The banner's own buttons and the fixed widgets stand where they are.
        for (let at: Element | null = element; at !== null; at = at.parentElement) {
          if (getComputedStyle(at).position === "fixed") return undefined;
        }
        const { top: elementTop } = element.getBoundingClientRect();
        return { isHidden: elementTop >= top - 0.5, html: element.outerHTML.slice(0, 120) };
      }, bannerTop);
      if (found === undefined) continue;
      reached += 1;
      if (found.isHidden) hidden.push(found.html);
    }
    expect(reached).toBeGreaterThan(20);
    expect(hidden).toEqual([]);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await context.close();
  });
});

const SHARED_ORIGIN_SITES = ["cafe-aurora", "rent-a-car"] as const;
const MAP_HOSTS = new Set(["maps.google.com", "www.google.com", "google.com"]);

/** Two sites served by path on one origin (`/s/{id}/`), as `ilha serve` hosts them. */
const origin = {} as { url: string; server: Server; dir: string };

/** Opens a site's English home page in `context` and waits for it to hydrate. */
async function openOnSharedOrigin(context: BrowserContext, siteId: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(new URL(`s/${siteId}/en/`, origin.url).href);
  await page.waitForSelector("html[data-ilha-hydrated]");
  return page;
}

/** Whether the site's map loads on its own once scrolled to (functional consent saved). */
async function mapLoadsOnItsOwn(page: Page): Promise<boolean> {
  const map = page.locator("[data-ilha-map]");
  await map.scrollIntoViewIfNeeded();
  await page.waitForTimeout(600);
  return (await map.locator("iframe").count()) === 1;
}

describe("two sites served by path on one origin", () => {
  beforeAll(async () => {
    origin.dir = await mkdtemp(join(tmpdir(), "ilha-e2e-origin-"));
    const template = withEveryEnglishButton(await loadSite());
    for (const id of SHARED_ORIGIN_SITES) {
      await buildSite(
        { ...template, id, slug: id },
        {
          outDir: join(origin.dir, "s", id),
          assetsDir: TEMPLATE_DIR,
          base: `/s/${id}`,
          origin: "http://127.0.0.1",
        },
      );
    }
    const served = await startPreviewServer({ dir: origin.dir, port: 0, host: "127.0.0.1" });
    origin.url = served.url;
    origin.server = served.server;
  }, 120_000);
  afterAll(async () => {
    origin.server?.closeAllConnections();
    await new Promise((done) => origin.server?.close(done) ?? done(undefined));
    if (origin.dir !== undefined) await rm(origin.dir, { recursive: true, force: true });
  });

  it("keep their own consent: A's choice is not applied on B, and B's answer leaves A's", async () => {
    const [a, b] = SHARED_ORIGIN_SITES;
    const context = await spec.browser.newContext({ viewport: { width: 1440, height: 800 } });
    await answerHosts({ context, hosts: MAP_HOSTS, contentType: "text/html" });
    const onA = await openOnSharedOrigin(context, a);
    await bannerOf(onA).getByRole("button", { name: "Accept" }).click();
    await bannerOf(onA).waitFor({ state: "detached" });
    expect(await mapLoadsOnItsOwn(onA)).toBe(true);

    const onB = await openOnSharedOrigin(context, b);
    await bannerOf(onB).waitFor();
    expect(await mapLoadsOnItsOwn(onB)).toBe(false);
    expect(await onB.getByRole("button", { name: "Load map" }).isVisible()).toBe(true);
    await bannerOf(onB).getByRole("button", { name: "Decline" }).click();
    await bannerOf(onB).waitFor({ state: "detached" });
    expect(JSON.parse((await storedSettings(onB, b)) ?? "null")).toEqual({
      analytics: false,
      marketing: false,
      functional: false,
    });

    await onA.reload();
    await onA.waitForSelector("html[data-ilha-hydrated]");
    expect(await bannerOf(onA).count()).toBe(0);
    expect(JSON.parse((await storedSettings(onA, a)) ?? "null")).toEqual({
      analytics: true,
      marketing: true,
      functional: true,
    });
    expect(await mapLoadsOnItsOwn(onA)).toBe(true);
    await context.close();
  });
});
