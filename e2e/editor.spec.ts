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

async function saved(page: Page): Promise<void> {
  await expect.poll(() => saveState(page).textContent(), { timeout: 15_000 }).toBe(SAVED);
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
      .poll(() => page.getByText("Published: your site is live").count())
      .toBeGreaterThan(0);
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
