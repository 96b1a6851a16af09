import type { Site } from "@ilha/core";
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Frame,
  Locator,
  Page,
} from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { suiteBrowser } from "./suite-browser.ts";
import { type IlhaServer, startIlha } from "./ilha-server.ts";
import { withLongHomePage } from "./long-page.ts";

export const PASSWORD = "a calm long password";
export const SAVED = "All changes saved";

export const canvas = (page: Page) => page.frameLocator("iframe[title^='Page being edited']");

/** The canvas's frame, to run axe or a script in it. */
export function canvasFrame(page: Page): Frame {
  const frame = page.frame({ url: /canvas\.html/ });
  if (frame === null) throw new Error("the canvas is a frame of the editor");
  return frame;
}

export async function canvasReady(page: Page): Promise<void> {
  await canvas(page).locator("[data-section-frame]").first().waitFor();
}

/**
 * Clicks a control of the canvas once it has stopped moving: sections coming into view are laid
 * out then (the canvas skips those off screen), which can shift what lies below them.
 */
export async function clickSettled(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  let last = "";
  await expect
    .poll(async () => {
      const box = JSON.stringify(await control.boundingBox());
      const isSettled = box === last;
      last = box;
      return isSettled;
    })
    .toBe(true);
  await control.click();
}

/** Opens a site panel from the rail, as a pointer would; its title takes the focus. */
export async function openPanel(page: Page, name: string) {
  await page.getByRole("navigation", { name: "Site" }).getByRole("button", { name }).click();
  const panel = page.getByRole("complementary", { name });
  await panel.waitFor();
  return panel;
}

/** Publishes; `isAsked` when the checks before publishing are expected to ask first. */
export async function publish(page: Page, { isAsked = false }: { isAsked?: boolean } = {}) {
  // The state read below is the one after the last edit, not a "no changes" left from before it.
  await statusFollows(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  if (isAsked) {
    const checks = page.getByRole("dialog", { name: "Before you publish" });
    await checks.getByRole("button", { name: "Publish anyway" }).click();
  }
  await expect
    .poll(() => page.locator("[data-publish-state]").textContent(), { timeout: 20_000 })
    .toBe("Published · no changes since");
}

export const status = async (url: string) => (await fetch(url)).status;

/** How far the editor's window itself could scroll: 0 while each part scrolls on its own. */
export const windowOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

export const saveState = (page: Page) => page.locator("[data-save-state]");
export const announcement = (page: Page) => page.locator("[data-announcer]").textContent();

/**
 * Waits until the shell's status follows the document's last edit: the shell reads it in a
 * background task after the canvas's next frame, so one frame and one background task queued
 * behind it (tasks of one priority run in order) are enough.
 */
export async function statusFollows(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => {
          void scheduler.postTask(resolve, { priority: "background" });
        }),
      ),
  );
}

/** Waits until the editor has saved every edit made so far. */
export async function saved(page: Page, timeout = 15_000): Promise<void> {
  await statusFollows(page);
  await expect.poll(() => saveState(page).textContent(), { timeout }).toBe(SAVED);
}

/** An inline text of a section in the canvas, by its field path. */
export const text = (page: Page, sectionId: string, field: string) =>
  canvas(page).locator(`[data-section-frame="${sectionId}"] [data-field="${field}"]`).first();

export async function typeInto(page: Page, sectionId: string, field: string, value: string) {
  await text(page, sectionId, field).click();
  await page.keyboard.press("Control+A");
  await page.keyboard.type(value);
}

/** Types a text and waits until the editor has it saved. */
export async function typeAndSave(page: Page, sectionId: string, field: string, value: string) {
  await typeInto(page, sectionId, field, value);
  await statusFollows(page);
  expect(await saveState(page).textContent()).not.toBe(SAVED);
  await saved(page);
}

/** The document as the API has it, for the site the page is editing. */
export async function draftOf(page: Page): Promise<{ site: Record<string, unknown> }> {
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
    return { site: await response.json() };
  });
}

type Section = { id: string; type: string; colorMode: string; data: Record<string, unknown> };

export function homeOf(site: Record<string, unknown>, language: string): Section[] {
  const content = site.content as Record<
    string,
    { pages: { path: string; components: Section[] }[] }
  >;
  return content[language]?.pages.find((page) => page.path === "/")?.components ?? [];
}

/**
 * The editor's suites against the real `ilha serve` on a fresh data directory, in Debian's
 * Chromium: started before the file's tests and stopped after, with the helpers that need them.
 */
export function editorHarness() {
  let browser: Browser;
  let ilha: IlhaServer;
  let accounts = 0;

  beforeAll(async () => {
    browser = await suiteBrowser();
    ilha = await startIlha();
  });

  afterAll(async () => {
    await browser?.close();
    await ilha?.stop();
  });

  /**
   * A context for the editor: its CSP lifted only so that axe can be injected; leaving a page
   * with edits not yet saved is confirmed, as the owner would.
   */
  async function editorContext(
    width = 1440,
    options: BrowserContextOptions = {},
  ): Promise<BrowserContext> {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      bypassCSP: true,
      ...options,
    });
    context.on("page", (page) => page.on("dialog", (dialog) => void dialog.accept()));
    return context;
  }

  const email = (kind: string) => `${kind}${++accounts}-${Date.now()}@ilha.local`;

  /**
   * An account made through the API, signed up and then signed in as the editor does (signup
   * gives no token): its session's token.
   */
  async function apiAccount(): Promise<string> {
    const post = (path: string, body: unknown) =>
      fetch(`${ilha.url}/api/v1/auth/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const credentials = { email: email("api"), password: PASSWORD };
    const signup = await post("signup", credentials);
    if (signup.status !== 202) throw new Error(`signup: ${signup.status}`);
    const login = await post("login", credentials);
    if (!login.ok) throw new Error(`login: ${login.status}`);
    return ((await login.json()) as { token: string }).token;
  }

  async function apiCall<T>(path: string, token: string, body?: unknown): Promise<T> {
    const response = await fetch(`${ilha.url}/api/v1${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as T;
  }

  /** A site made from the sample through the API. */
  const sampleSite = (token: string, name: string) =>
    apiCall<{ id: string; slug: string }>("/sites", token, { name, template: "vehicle-rental" });

  /** A site made from the sample whose home page holds `sections` sections (see long-page.ts). */
  async function longSite(token: string, name: string, sections: number) {
    const created = await sampleSite(token, name);
    const url = `${ilha.url}/api/v1/sites/${created.id}`;
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const current = await fetch(url, { headers });
    const site = (await current.json()) as Site;
    const response = await fetch(url, {
      method: "PUT",
      headers: { ...headers, "if-match": current.headers.get("etag") ?? "" },
      body: JSON.stringify(withLongHomePage({ site, sections })),
    });
    if (!response.ok) throw new Error(`PUT ${url}: ${response.status}`);
    return created;
  }

  /** The editor open on a site for the holder of `token`. */
  async function openEditor(
    token: string,
    siteId: string,
    width = 1440,
    options: BrowserContextOptions = {},
  ): Promise<Page> {
    const context = await editorContext(width, options);
    await context.addInitScript((session) => {
      if (localStorage.getItem("ilha.session") === null) {
        localStorage.setItem("ilha.session", session);
      }
    }, token);
    const page = await context.newPage();
    await page.goto(`${ilha.editorOrigin}/?site=${siteId}`);
    await canvasReady(page);
    return page;
  }

  /** Signs up in the editor, as a person would: the dashboard shows. */
  async function signUp(page: Page): Promise<void> {
    await page.goto(`${ilha.editorOrigin}/`);
    await page.getByRole("button", { name: "New to Ilha? Create an account" }).click();
    await page.getByLabel("E-mail").fill(email("owner"));
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("heading", { name: "Your sites" }).waitFor();
  }

  /** The published home page of a site, as a visitor's browser gets it. */
  const publishedHome = async (slug: string) => (await fetch(`${ilha.url}/s/${slug}/`)).text();

  /** The server's own address (where published sites are served). */
  const url = () => ilha.url;
  /** Where owners sign in and edit. */
  const editorOrigin = () => ilha.editorOrigin;

  return {
    editorContext,
    apiAccount,
    longSite,
    apiCall,
    sampleSite,
    openEditor,
    signUp,
    publishedHome,
    url,
    editorOrigin,
  };
}
