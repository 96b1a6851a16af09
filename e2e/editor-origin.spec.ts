import type { BrowserContext, Frame, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { answerHosts, saveConsentBeforeLoad } from "./support/consent.ts";
import { realServer } from "./support/real-server.ts";

/** The editor's origin against the real server: no published page reaches an owner's credentials. */
const flows = realServer();

/** What a vendor script on a published page found of an owner's credentials, and what it got. */
type Loot = { stored: string[]; answers: string[] };

/**
 * A "vendor" script an owner could choose (the Google tag): it gathers every credential the page's
 * origin can read, then calls the owner's API with each one, on the page's origin and the
 * editor's, and leaves what it found and got on `window`.
 */
function stealingScript(editor: string): string {
  return `window.ilhaLoot = (async () => {
    const stored = [];
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i++) stored.push(storage.getItem(storage.key(i)) ?? "");
    }
    stored.push(...document.cookie.split("; ").filter(Boolean));
    for (const { name } of await indexedDB.databases()) stored.push("indexedDB " + name);
    const tokens = stored.map((value) => /[A-Za-z0-9_-]{20,200}/.exec(value)?.[0]).filter(Boolean);
    const answers = [];
    for (const base of ["", ${JSON.stringify(editor)}]) {
      for (const token of [undefined, ...tokens]) {
        try {
          const response = await fetch(base + "/api/v1/sites", {
            credentials: "include",
            headers: token === undefined ? {} : { authorization: "Bearer " + token },
          });
          answers.push(response.status + " " + (await response.text()));
        } catch (error) {
          answers.push("refused: " + error.message);
        }
      }
    }
    return { stored, answers };
  })();`;
}

describe("the editor's origin", () => {
  it("keeps an owner's credentials from every script on another account's published pages", async () => {
    // The owner signs in where the editor is served and keeps the session in every store there.
    const owner = await flows.ownerToken();
    const ownerSites = await flows.api<{ id: string; name: string }[]>("/sites", owner);
    const context = await flows.browser.newContext();
    await context.addCookies([
      {
        name: "ilha.session",
        value: owner,
        domain: new URL(flows.editorOrigin).hostname,
        path: "/",
      },
    ]);
    const editorPage = await context.newPage();
    const editorHome = await editorPage.goto(`${flows.editorOrigin}/`);
    expect(editorHome?.status()).toBe(200);
    const fromEditor = await editorPage.evaluate(async (token) => {
      localStorage.setItem("ilha.session", token);
      sessionStorage.setItem("ilha.session", token);
      await new Promise((done) => {
        const opened = indexedDB.open("ilha");
        opened.onupgradeneeded = () => opened.result.createObjectStore("session");
        opened.onsuccess = () => {
          const write = opened.result.transaction("session", "readwrite");
          write.objectStore("session").put(token, "token");
          write.oncomplete = done;
        };
      });
      const response = await fetch("/api/v1/sites", {
        headers: { authorization: `Bearer ${token}` },
      });
      return response.status;
    }, owner);
    // The control: on the editor's origin the stored session does reach the owner's sites.
    expect(fromEditor).toBe(200);

    // Another account publishes a site whose chosen vendor script turns out to be hostile.
    const mallory = JSON.stringify({
      email: "mallory@example.com",
      password: "a long enough password",
    });
    const authPost = (path: string) =>
      fetch(`${flows.server.url}/api/v1/auth/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: mallory,
      });
    // Signup gives no token: the new account signs in with the same e-mail and password.
    expect((await authPost("signup")).status).toBe(202);
    const { token: other } = (await (await authPost("login")).json()) as { token: string };
    const call = (method: string, path: string, body?: unknown, headers = {}) =>
      fetch(`${flows.server.url}/api/v1${path}`, {
        method,
        headers: {
          authorization: `Bearer ${other}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const created = (await (
      await call("POST", "/sites", { name: "Mallory Rent", template: "vehicle-rental" })
    ).json()) as { id: string; slug: string };
    const draft = await call("GET", `/sites/${created.id}`);
    const siteDocument = (await draft.json()) as { id: string; settings: Record<string, unknown> };
    const saved = await call(
      "PUT",
      `/sites/${created.id}`,
      {
        ...siteDocument,
        settings: { ...siteDocument.settings, tracking: { gtagId: "G-MALLORY1" } },
      },
      { "if-match": draft.headers.get("etag") ?? "" },
    );
    expect(saved.status).toBe(200);
    expect((await call("POST", `/sites/${created.id}/publish`)).status).toBe(200);

    await context.route("https://www.googletagmanager.com/**", (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/javascript",
        body: stealingScript(flows.editorOrigin),
      }),
    );
    await answerHosts({
      context,
      hosts: new Set(["www.google-analytics.com", "region1.google-analytics.com"]),
      contentType: "text/plain",
    });
    const port = new URL(flows.server.url).port;
    const published = [
      `${flows.server.url}/s/${created.slug}/`,
      `http://${created.slug}.localhost:${port}/`,
    ];
    for (const url of published) {
      await saveConsentBeforeLoad({
        context,
        siteUrl: url,
        siteId: siteDocument.id,
        settings: { analytics: true, marketing: true, functional: true },
      });
      const page = await context.newPage();
      await page.goto(url);
      await page.waitForSelector("html[data-ilha-hydrated]");
      // The site's vendor scripts load on the visitor's first move (spec §7).
      await page.mouse.move(200, 300);
      await page.mouse.move(240, 320);
      await page.waitForFunction(() => "ilhaLoot" in window);
      const loot = await page.evaluate(() => (window as unknown as { ilhaLoot: Loot }).ilhaLoot);
      expect(loot.stored.join(" ")).not.toContain(owner);
      expect(loot.answers.length).toBeGreaterThan(0);
      for (const answer of loot.answers) {
        expect(answer).not.toMatch(/^2\d\d /);
        for (const site of ownerSites) expect(answer).not.toContain(site.id);
      }
      await page.close();
    }
    // Nor is any site's page served on the editor's origin, where it would share the session.
    const onEditor = await editorPage.goto(`${flows.editorOrigin}/s/${created.slug}/`);
    expect(onEditor?.status()).toBe(404);
    await context.close();
  });

  it("shows the canvas a draft's images by a canvas token of its own, which no script reads", async () => {
    const context = await flows.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${flows.editorOrigin}/`);
    await page.getByLabel("E-mail").fill("demo@ilha.local");
    await page.getByLabel("Password").fill(flows.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("heading", { name: "Your sites" }).waitFor();
    const session = await page.evaluate(() => localStorage.getItem("ilha.session") ?? "");
    expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [site] = await flows.api<{ id: string }[]>("/sites", session);
    if (site === undefined) throw new Error("the demo owner has the sample site");

    await page.goto(`${flows.editorOrigin}/?site=${site.id}`);
    const canvas = await canvasOf(page);
    // No script of the editor's origin reads a cookie that holds the session, or any credential:
    // every cookie a script could read (on any path of the origin) is not HttpOnly.
    const scriptReadable = (await context.cookies()).filter((cookie) => !cookie.httpOnly);
    expect(scriptReadable.map((cookie) => `${cookie.name}=${cookie.value}`)).toEqual([]);
    for (const frame of [page.mainFrame(), canvas]) {
      const readable = await frame.evaluate(() => document.cookie);
      expect(readable).not.toContain(session);
      expect(readable).not.toContain("ilha_canvas");
    }

    // The canvas's images come from the draft's own routes, and they load.
    await canvas.waitForFunction(
      () =>
        [...document.images].some(
          (image) => image.src.includes("/draft/images/") && image.naturalWidth > 0,
        ),
      undefined,
      { timeout: 30_000 },
    );
    const cookie = await canvasCookie(context);
    expect(cookie.value).not.toBe(session);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/v1/sites/" });
    const secondsLeft = cookie.expires - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(10 * 60);
    expect(secondsLeft).toBeLessThanOrEqual(15 * 60);
    // It opens a draft's files only: as a bearer it is no one's.
    const asBearer = await fetch(`${flows.server.url}/api/v1/sites/${site.id}`, {
      headers: { authorization: `Bearer ${cookie.value}` },
    });
    expect(asBearer.status).toBe(401);

    // Signing out takes the cookie away with the session.
    const loggedOut = await page.evaluate(async (token) => {
      const response = await fetch("/api/v1/auth/logout", {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
      });
      return response.status;
    }, session);
    expect(loggedOut).toBe(204);
    const left = await context.cookies(flows.editorOrigin);
    expect(left.filter((each) => each.name.endsWith("ilha_canvas"))).toEqual([]);
    await context.close();
  });
});

/** The editor's canvas frame, once it has loaded. */
async function canvasOf(page: Page): Promise<Frame> {
  await page.frameLocator("iframe[title^='Page being edited']").locator("body").waitFor();
  const frame = page.frame({ url: /canvas\.html/ });
  if (frame === null) throw new Error("the canvas is a frame of the editor");
  return frame;
}

/** The canvas's cookie the server set on the editor's origin (http: `ilha_canvas`). */
async function canvasCookie(context: BrowserContext) {
  const found = (await context.cookies()).filter((cookie) => cookie.name === "ilha_canvas");
  expect(found).toHaveLength(1);
  const [cookie] = found;
  if (cookie === undefined) throw new Error("the server set the canvas's cookie");
  return cookie;
}
