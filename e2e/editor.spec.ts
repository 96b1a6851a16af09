import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { type IlhaServer, startIlha } from "./support/ilha-server.ts";

/**
 * The editor against the real `ilha serve` on a fresh data directory: an owner signs up, makes a
 * site from the sample and edits it in the canvas (text, sections, colour mode, an uploaded
 * picture), with undo, autosave and publish; two collaborators at once; edits made offline.
 */
let browser: Browser;
let ilha: IlhaServer;
let accounts = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  ilha = await startIlha();
});

afterAll(async () => {
  await browser?.close();
  await ilha?.stop();
});

const PASSWORD = "a calm long password";
const SAVED = "All changes saved";

/**
 * A context for the editor: its CSP lifted only so that axe can be injected; leaving a page with
 * edits not yet saved is confirmed, as the owner would.
 */
async function editorContext(width = 1440): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
  context.on("page", (page) => page.on("dialog", (dialog) => void dialog.accept()));
  return context;
}

async function signUp(page: Page): Promise<string> {
  const email = `owner${++accounts}-${Date.now()}@ilha.local`;
  await page.goto(`${ilha.editorOrigin}/`);
  await page.getByRole("button", { name: "New to Ilha? Create an account" }).click();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("heading", { name: "Your sites" }).waitFor();
  return email;
}

/** New site → its name → Create: three steps to the sample site open in the editor. */
async function createFromSample(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: "New site" }).click();
  const dialog = page.getByRole("dialog", { name: "Create a site" });
  await dialog.getByLabel("Site name").fill(name);
  await dialog.getByRole("button", { name: "Create site" }).click();
  await canvasReady(page);
}

const canvas = (page: Page) => page.frameLocator("iframe[title^='Page being edited']");

async function canvasReady(page: Page): Promise<void> {
  await canvas(page).locator("[data-section-frame]").first().waitFor();
}

const saveState = (page: Page) => page.locator("[data-save-state]");

async function saved(page: Page, timeout = 15_000): Promise<void> {
  await expect.poll(() => saveState(page).textContent(), { timeout }).toBe(SAVED);
}

/** Types a text and waits until the editor has it saved. */
async function typeAndSave(page: Page, sectionId: string, field: string, value: string) {
  await typeInto(page, sectionId, field, value);
  expect(await saveState(page).textContent()).not.toBe(SAVED);
  await saved(page);
}

/** An inline text of a section in the canvas, by its field path. */
const text = (page: Page, sectionId: string, field: string) =>
  canvas(page).locator(`[data-section-frame="${sectionId}"] [data-field="${field}"]`).first();

async function typeInto(page: Page, sectionId: string, field: string, value: string) {
  const target = text(page, sectionId, field);
  await target.click();
  await page.keyboard.press("Control+A");
  await page.keyboard.type(value);
}

/** The document as the API has it, for the site the page is editing. */
async function draftOf(page: Page): Promise<{ site: Record<string, unknown>; version: string }> {
  return page.evaluate(async () => {
    const id = new URLSearchParams(window.location.search).get("site") ?? "";
    const token = localStorage.getItem("ilha.session") ?? "";
    const shared = await fetch("/api/v1/sites", {
      headers: { authorization: `Bearer ${token}`, "x-shared-editing": "1" },
    }).then((response) => response.json() as Promise<{ id: string; role: string }[]>);
    const role = shared.find((site) => site.id === id)?.role;
    const response = await fetch(`/api/v1/sites/${id}`, {
      headers: {
        authorization: `Bearer ${token}`,
        ...(role === "collaborator" ? { "x-shared-editing": "1" } : {}),
      },
    });
    return { site: await response.json(), version: response.headers.get("etag") ?? "" };
  });
}

type Section = { id: string; type: string; colorMode: string; data: Record<string, unknown> };
function homeOf(site: Record<string, unknown>, language: string): Section[] {
  const content = site.content as Record<
    string,
    { pages: { path: string; components: Section[] }[] }
  >;
  return content[language]?.pages.find((page) => page.path === "/")?.components ?? [];
}

describe("the site editor", () => {
  it("edits the sample site in the canvas, saves, undoes, inserts, moves, styles, uploads a picture and publishes", async () => {
    const context = await editorContext();
    const page = await context.newPage();
    await signUp(page);
    await createFromSample(page, "Aluguer da Ilha");
    expect(await axeViolations(page)).toEqual([]);

    // A text edited inline is saved about a second after the pause, and kept across a reload.
    await typeAndSave(page, "hero", "title", "Porto Santo sobre rodas");
    await page.reload();
    await canvasReady(page);
    expect(await text(page, "hero", "title").textContent()).toBe("Porto Santo sobre rodas");

    // Undo and redo, by the buttons; each announced.
    await page.getByRole("button", { name: "Undo" }).click();
    await expect
      .poll(() => text(page, "hero", "title").textContent())
      .not.toBe("Porto Santo sobre rodas");
    await expect.poll(() => page.locator("[data-announcer]").textContent()).toBe("Undone");
    await page.getByRole("button", { name: "Redo" }).click();
    await expect
      .poll(() => text(page, "hero", "title").textContent())
      .toBe("Porto Santo sobre rodas");
    await saved(page);

    // A pricing section from the library, moved up by the keyboard, set DARK.
    await canvas(page).getByRole("button", { name: "+ Add section" }).click();
    const library = page.getByRole("dialog", { name: "Add a section" });
    expect(await axeViolations(page)).toEqual([]);
    await library.getByRole("button", { name: "Add Pricing" }).click();
    await library.waitFor({ state: "detached" });
    const before = homeOf((await draftOf(page)).site, "pt").map((section) => section.id);
    const pricing = canvas(page).locator("[data-section-frame^='pricing-']");
    const pricingId = String(await pricing.getAttribute("data-section-frame"));
    await canvas(page).locator(`[data-section-handle="${pricingId}"]`).focus();
    await page.keyboard.press("Alt+ArrowUp");
    await expect
      .poll(() => page.locator("[data-announcer]").textContent())
      .toMatch(/^Pricing moved to position \d+ of \d+$/);
    await pricing.getByLabel("Colour mode").selectOption("DARK");
    await saved(page);
    await pricing.getByRole("button", { name: "Settings" }).click();
    const settings = page.getByRole("complementary", { name: "Pricing settings" });
    await settings.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await settings.getByRole("button", { name: "Close" }).click();
    const afterMove = homeOf((await draftOf(page)).site, "pt");
    const ids = afterMove.map((section) => section.id);
    expect(ids.indexOf(pricingId)).toBe(ids.indexOf("footer") - 2);
    expect(before).not.toContain(pricingId);
    expect(afterMove.find((section) => section.id === pricingId)?.colorMode).toBe("DARK");
    expect(homeOf((await draftOf(page)).site, "en").map((section) => section.id)).toEqual(ids);

    // A picture replaced by uploading a new one through the media dialog.
    const post = canvas(page).locator("[data-section-frame='fleet-group-a']");
    await post
      .getByRole("button", { name: /replace|image/i })
      .first()
      .click();
    const media = page.getByRole("dialog");
    await media.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const picture = await readFile(
      join(import.meta.dirname, "../templates/vehicle-rental/images/hero-480.webp"),
    );
    await media.locator("input[type=file]").setInputFiles({
      name: "my-car.webp",
      mimeType: "image/webp",
      buffer: picture,
    });
    await media.waitFor({ state: "detached", timeout: 20_000 });
    await expect.poll(() => post.locator("img[src*='/media/']").count()).toBeGreaterThan(0);
    await saved(page);

    // Publish: the published page shows all of it.
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect
      .poll(() => page.locator("[data-publish-state]").textContent(), { timeout: 20_000 })
      .toBe("Published · no changes since");
    const slug = await page.evaluate(async () => {
      const id = new URLSearchParams(window.location.search).get("site");
      const token = localStorage.getItem("ilha.session") ?? "";
      const sites = await fetch("/api/v1/sites", { headers: { authorization: `Bearer ${token}` } });
      return ((await sites.json()) as { id: string; slug: string }[]).find((site) => site.id === id)
        ?.slug;
    });
    const published = await (await fetch(`${ilha.url}/s/${slug}/`)).text();
    expect(published).toContain("Porto Santo sobre rodas");
    expect(published).toContain(`id="${pricingId}"`);
    expect(published.indexOf(`id="${pricingId}"`)).toBeLessThan(published.indexOf('id="footer"'));
    expect(published).toMatch(/\/media\/[^"]+\.webp/);
    await context.close();
  });
});

/** An account made through the API, and a site from the sample it owns. */
async function apiAccount(): Promise<string> {
  const response = await fetch(`${ilha.url}/api/v1/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `api${++accounts}-${Date.now()}@ilha.local`,
      password: PASSWORD,
    }),
  });
  return ((await response.json()) as { token: string }).token;
}

async function apiCall<T>(path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${ilha.url}/api/v1${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as T;
}

/** The editor open on a site for the holder of `token`. */
async function openEditor(token: string, siteId: string, width = 1440): Promise<Page> {
  const context = await editorContext(width);
  await context.addInitScript((session) => {
    if (localStorage.getItem("ilha.session") === null)
      localStorage.setItem("ilha.session", session);
  }, token);
  const page = await context.newPage();
  await page.goto(`${ilha.editorOrigin}/?site=${siteId}`);
  await canvasReady(page);
  return page;
}

describe("editing together and apart", () => {
  it("keeps both collaborators' edits to different fields of a page, on both canvases", async () => {
    const owner = await apiAccount();
    const site = await apiCall<{ id: string }>("/sites", owner, {
      name: "Together",
      template: "vehicle-rental",
    });
    const invite = await apiCall<{ token: string }>(`/sites/${site.id}/invites`, owner, {});
    const collaborator = await apiAccount();
    await apiCall("/invites/accept", collaborator, { token: invite.token });
    const [mine, theirs] = await Promise.all([
      openEditor(owner, site.id),
      openEditor(collaborator, site.id),
    ]);
    await Promise.all([
      typeAndSave(mine, "hero", "title", "Título da dona"),
      typeAndSave(theirs, "hero", "paragraph", "Parágrafo do colaborador"),
    ]);
    for (const page of [mine, theirs]) {
      await expect
        .poll(() => text(page, "hero", "title").textContent(), { timeout: 15_000 })
        .toBe("Título da dona");
      await expect
        .poll(() => text(page, "hero", "paragraph").textContent(), { timeout: 15_000 })
        .toBe("Parágrafo do colaborador");
    }
    const hero = homeOf((await draftOf(mine)).site, "pt")[0]?.data;
    expect(hero).toMatchObject({ title: "Título da dona", paragraph: "Parágrafo do colaborador" });
    await mine.context().close();
    await theirs.context().close();
  });

  it("shows the hamburger in the canvas at 375 px and the header links at 1440 px", async () => {
    const owner = await apiAccount();
    const site = await apiCall<{ id: string }>("/sites", owner, {
      name: "Widths",
      template: "vehicle-rental",
    });
    const page = await openEditor(owner, site.id);
    const frame = page.locator("iframe[title^='Page being edited']");
    await page.getByRole("button", { name: "Mobile" }).click();
    await expect
      .poll(() => frame.evaluate((element) => element.getBoundingClientRect().width))
      .toBe(375);
    // The navigation collapses into its menu button exactly as on the published site.
    const nav = canvas(page).getByRole("navigation", { name: "Navegação principal" });
    const menu = nav.locator("[data-mobile-menu] > summary");
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.getAttribute("aria-label")).toBe("Menu");
    expect(await nav.getByRole("link", { name: "Preços" }).first().isVisible()).toBe(false);
    await page.getByRole("button", { name: "Desktop" }).click();
    await expect
      .poll(() =>
        frame.evaluate((element) => (element as HTMLIFrameElement).contentWindow?.innerWidth),
      )
      .toBe(1440);
    await expect
      .poll(() => nav.getByRole("link", { name: "Preços" }).first().isVisible())
      .toBe(true);
    expect(await menu.isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe("offline", () => {
  it("keeps edits made offline across a reload, marked unsaved, and sends them once when back online", async () => {
    const owner = await apiAccount();
    const site = await apiCall<{ id: string }>("/sites", owner, {
      name: "Offline",
      template: "vehicle-rental",
    });
    const page = await openEditor(owner, site.id);
    // The editor's files are kept by its service worker once it controls the page.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    const saves: string[] = [];
    page.on("response", (response) => {
      const request = response.request();
      if (request.method() === "PATCH" && response.status() === 204) {
        saves.push(request.postData() ?? "");
      }
    });

    await page.context().setOffline(true);
    await typeInto(page, "hero", "title", "Editado sem rede");
    await canvas(page).getByRole("button", { name: "+ Add section" }).click();
    await page
      .getByRole("dialog", { name: "Add a section" })
      .getByRole("button", { name: "Add Pricing" })
      .click();
    const offline = "Offline: changes kept on this device";
    await expect.poll(() => saveState(page).textContent(), { timeout: 15_000 }).toBe(offline);

    await page.reload();
    await canvasReady(page);
    expect(await text(page, "hero", "title").textContent()).toBe("Editado sem rede");
    expect(await canvas(page).locator("[data-section-frame^='pricing-']").count()).toBe(1);
    expect(await saveState(page).textContent()).toBe(offline);

    await page.context().setOffline(false);
    // Back online at once, or at the next retry (the wait doubles up to 30 s while offline).
    await saved(page, 45_000);
    const stored = homeOf((await draftOf(page)).site, "pt");
    expect(stored[0]?.data.title).toBe("Editado sem rede");
    expect(stored.filter((section) => section.type === "pricing")).toHaveLength(1);
    expect(saves.filter((body) => body.includes("Editado sem rede"))).toHaveLength(1);
    expect(saves.filter((body) => body.includes('"insertSection"'))).toHaveLength(1);
    await page.context().close();
  });
});

/** What has the keyboard's focus: its accessible text, in the canvas when focus is inside it. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    // The canvas's elements belong to its own window: read them by their tag, not `instanceof`.
    let active: Element | null = document.activeElement;
    while (active !== null && active.tagName === "IFRAME") {
      active = (active as HTMLIFrameElement).contentDocument?.activeElement ?? null;
    }
    if (active === null) return "";
    return active.getAttribute("aria-label") ?? active.textContent?.trim() ?? "";
  });
}

/** Presses Tab until the focused control's text matches, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp, limit = 80): Promise<void> {
  for (let step = 0; step < limit; step++) {
    if (name.test(await focused(page))) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${name}; focus is on "${await focused(page)}"`);
}

describe("by keyboard alone", () => {
  it("inserts a section, moves it, edits its text and publishes, with no axe violation in the canvas or the settings", async () => {
    const owner = await apiAccount();
    const site = await apiCall<{ id: string; slug: string }>("/sites", owner, {
      name: "Teclado",
      template: "vehicle-rental",
    });
    const page = await openEditor(owner, site.id);
    const frame = page.frame({ url: /canvas\.html/ });
    if (frame === null) throw new Error("the canvas is a frame of the editor");
    // The canvas is an editing surface: WCAG's rules (its section frames sit around the page's
    // landmarks, which best practice would have at the top).
    expect(await axeViolations(frame, { isWcagOnly: true })).toEqual([]);

    await page.keyboard.press("Tab");
    await tabTo(page, /^\+ Add section$/);
    await page.keyboard.press("Enter");
    const library = page.getByRole("dialog", { name: "Add a section" });
    await library.waitFor();
    await tabTo(page, /^Add Call to action$/);
    await page.keyboard.press("Enter");
    await library.waitFor({ state: "detached" });
    await expect.poll(() => focused(page)).toMatch(/^Call to action · Section$/);
    const cta = canvas(page).locator("[data-section-frame^='cta-']");
    const ctaId = String(await cta.getAttribute("data-section-frame"));

    await page.keyboard.press("Alt+ArrowUp");
    await expect
      .poll(() => page.locator("[data-announcer]").textContent())
      .toMatch(/^Call to action moved to position \d+ of \d+$/);
    // Tab from the section's handle, past its toolbar, into its texts.
    await tabTo(page, /^Title$/);
    await page.keyboard.press("Control+A");
    await page.keyboard.type("Reserve pelo teclado");
    await page.keyboard.press("Escape");
    await expect.poll(() => focused(page)).toMatch(/^Call to action · Section$/);
    await saved(page);

    await page.keyboard.press("Escape");
    await tabTo(page, /^Publish$/);
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.locator("[data-announcer]").textContent(), { timeout: 20_000 })
      .toBe("Published: your site is live");
    const published = await (await fetch(`${ilha.url}/s/${site.slug}/`)).text();
    expect(published).toContain("Reserve pelo teclado");
    expect(published.indexOf(`id="${ctaId}"`)).toBeLessThan(published.indexOf('id="footer"'));
    await page.context().close();
  });
});
