import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ERRORS } from "@ilha/core";
import { EDITOR_DIST } from "@ilha/editor/build";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPreviewServer } from "../apps/server/src/cli/preview-server.ts";
import { readConfig } from "../apps/server/src/config.ts";
import { exportSite } from "../apps/server/src/publishing/export-site.ts";
import { type RunningServer, startServer } from "../apps/server/src/server.ts";
import { mailBody, smtpSink } from "../apps/server/src/test-support/smtp-sink.ts";
import { axeViolations } from "./support/axe.ts";
import { watchProblems } from "./support/browser.ts";
import { suiteBrowser } from "./support/suite-browser.ts";
import { answerHosts, saveConsentBeforeLoad } from "./support/consent.ts";

/**
 * The visitor flows against the real server (`ilha serve` on a fresh data directory): the
 * published sample site's contact form lands in the demo owner's inbox and its notification at
 * a real SMTP server; a report lands in the operator's queue.
 */
let browser: Browser;
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof smtpSink>>;
let dataDir: string;
let password = "";
let operatorPassword = "";
let exportOrigin = "";
let editorOrigin = "";

/** A port no one listens on now, for the exported copy's own static server. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

beforeAll(async () => {
  browser = await suiteBrowser();
  smtp = await smtpSink();
  dataDir = await mkdtemp(join(tmpdir(), "ilha-serve-"));
  exportOrigin = `http://127.0.0.1:${await freePort()}`;
  const config = readConfig({
    // A known port: the public origin (confirmation links, canonical URLs) is built from it.
    PORT: String(await freePort()),
    ILHA_DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    ILHA_ADMIN_EMAILS: "operator@ilha.local",
    ILHA_FORM_ORIGINS: exportOrigin,
  });
  editorOrigin = config.editorOrigin;
  server = await startServer({
    config,
    editorDir: EDITOR_DIST,
    print: (line) => {
      const owner = /Demo owner: .*password: (\S+)/.exec(line)?.[1];
      if (owner !== undefined) password = owner;
      const operator = /Operator: +operator@ilha\.local +password: (\S+)/.exec(line)?.[1];
      if (operator !== undefined) operatorPassword = operator;
    },
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
});

async function tokenOf(email: string, secret: string): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: secret }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const ownerToken = () => tokenOf("demo@ilha.local", password);

async function api<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${server.url}/api/v1${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

describe("the published sample site on the real server", () => {
  it("runs every page of both languages under the site's Content Security Policy without a violation, the map included", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const problems = watchProblems(page);
    const violations: string[] = [];
    await page.exposeFunction("reportViolation", (line: string) => violations.push(line));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { reportViolation: (line: string) => void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    const paths = ["", "pricing/", "termos/", "parceiros/", "politicadeprivacidade/", "booking/"];
    for (const language of ["", "en/"]) {
      for (const path of paths) {
        const response = await page.goto(`${server.url}/s/vehicle-rental/${language}${path}`);
        expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
        await page.waitForSelector("html[data-ilha-hydrated]");
      }
    }
    await page.goto(`${server.url}/s/vehicle-rental/`);
    await page.waitForSelector("html[data-ilha-hydrated]");
    const loadMap = page.getByRole("button", { name: "Carregar mapa" });
    await loadMap.scrollIntoViewIfNeeded();
    await loadMap.click();
    const map = page.locator('iframe[src^="https://maps.google.com/"]');
    await map.waitFor({ state: "attached" });
    // Violations are reported by an event that reaches the test through the page's binding.
    await page.evaluate(() => new Promise((settled) => setTimeout(settled, 500)));
    expect(violations).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await page.close();
  });

  it("keeps a visitor's message in the inbox until the owner confirms the address, then mails it", async () => {
    const page = await browser.newPage({ viewport: { width: 1024, height: 900 } });
    const problems = watchProblems(page);
    const sendMessage = async (name: string) => {
      await page.goto(`${server.url}/s/vehicle-rental/booking/`);
      await page.waitForSelector("html[data-ilha-hydrated]");
      const form = page.locator("form").filter({ has: page.getByLabel("Mensagem") });
      await form.getByLabel("Nome").fill(name);
      await form.getByLabel("E-mail").fill("ana@example.pt");
      await form.getByLabel("Mensagem").fill("Queria uma scooter para sábado.");
      await form.locator('button[type="submit"]').click();
      await form.getByText("Enviado").first().waitFor();
    };
    await sendMessage("Ana Sousa");

    const token = await ownerToken();
    const [site] = await api<{ id: string }[]>("/sites", token);
    const inbox = await api<{ name: string; email: string; message: string }[]>(
      `/sites/${site?.id}/submissions`,
      token,
    );
    expect(inbox).toEqual([
      expect.objectContaining({
        name: "Ana Sousa",
        email: "ana@example.pt",
        message: "Queria uma scooter para sábado.",
      }),
    ]);
    const status = await api<{ email: string; status: string }>(
      `/sites/${site?.id}/notification-email`,
      token,
    );
    expect(status).toMatchObject({ email: "reservas@mare-rent.example", status: "unconfirmed" });

    const asked = await fetch(
      `${server.url}/api/v1/sites/${site?.id}/notification-email/confirmation`,
      {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(asked.status).toBe(202);
    await expect.poll(() => smtp.received.length, { timeout: 15_000, interval: 250 }).toBe(1);
    const confirmation = smtp.received[0];
    expect(confirmation?.to).toEqual(["reservas@mare-rent.example"]);
    const link = /https?:\/\/\S+\/confirm-email#[A-Za-z0-9_-]+/.exec(mailBody(confirmation))?.[0];
    expect(link).toBeDefined();
    await page.goto(link as string);
    await expect
      .poll(() => page.getByRole("status").textContent(), { timeout: 10_000 })
      .toBe(
        "Confirmed: your website's contact-form messages will be sent to reservas@mare-rent.example.",
      );
    expect(new URL(page.url()).hash).toBe("");
    // axe is injected as an inline script, which the page's own policy refuses: bypass it to look.
    const looking = await browser.newContext({ bypassCSP: true });
    const confirmPage = await looking.newPage();
    await confirmPage.goto(`${server.url}/confirm-email`);
    await confirmPage.getByText("This link holds no confirmation code").waitFor();
    expect(await axeViolations(confirmPage)).toEqual([]);
    await looking.close();

    await sendMessage("Rui Gomes");
    await expect.poll(() => smtp.received.length, { timeout: 15_000, interval: 250 }).toBe(2);
    const notification = smtp.received[1];
    expect(notification?.to).toEqual(["reservas@mare-rent.example"]);
    expect(mailBody(notification)).toContain("Rui Gomes");
    expect(smtp.received.map((mail) => mailBody(mail)).join("\n")).not.toContain("Ana Sousa");
    expect(problems.failedRequests).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await page.close();
  });

  it("queues a visitor's report for the operator, on the site's own host too", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const port = new URL(server.url).port;
    await page.goto(`http://vehicle-rental.localhost:${port}/en/`);
    await page.waitForSelector("html[data-ilha-hydrated]");
    await page.locator("[data-ilha-report]").click();
    const dialog = page.getByRole("dialog", { name: "What's wrong with this website?" });
    await dialog.getByLabel("E-mail").fill("visitor@example.com");
    await dialog.getByLabel("Name").fill("A visitor");
    await dialog.getByLabel("Comment").fill("The prices are not real.");
    await dialog.getByRole("button", { name: "SEND" }).click();
    await page.getByRole("dialog", { name: "Information has been successfully sent" }).waitFor();
    const queue = await api<{ comment: string; siteSlug: string }[]>(
      "/admin/compliance-reports",
      await tokenOf("operator@ilha.local", operatorPassword),
    );
    expect(queue).toEqual([
      expect.objectContaining({ comment: "The prices are not real.", siteSlug: "vehicle-rental" }),
    ]);
    await page.close();
  });

  it("lets a static export on another origin post its contact form to the server", async () => {
    const outDir = await mkdtemp(join(tmpdir(), "ilha-export-"));
    await exportSite({
      db: server.database.db,
      dataDir,
      slug: "vehicle-rental",
      outDir,
      apiOrigin: server.url,
      origin: exportOrigin,
    });
    const { server: preview } = await startPreviewServer({
      dir: outDir,
      port: Number(new URL(exportOrigin).port),
      host: "127.0.0.1",
    });
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    const problems = watchProblems(page);
    await page.goto(`${exportOrigin}/en/booking/`);
    await page.waitForSelector("html[data-ilha-hydrated]");
    const form = page.locator("form").filter({ has: page.getByLabel("Message") });
    await form.getByLabel("Name").fill("Tom Baker");
    await form.getByLabel("E-mail").fill("tom@example.co.uk");
    await form.locator('button[type="submit"]').click();
    await form.getByText("Sent").first().waitFor();
    const token = await ownerToken();
    const [site] = await api<{ id: string }[]>("/sites", token);
    const inbox = await api<{ name: string }[]>(`/sites/${site?.id}/submissions`, token);
    expect(inbox.map((item) => item.name)).toContain("Tom Baker");
    expect(problems.failedRequests).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await page.close();
    await new Promise((done) => preview.close(done));
    await rm(outDir, { recursive: true, force: true });
  });
});

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
    const owner = await ownerToken();
    const ownerSites = await api<{ id: string; name: string }[]>("/sites", owner);
    const context = await browser.newContext();
    await context.addCookies([
      { name: "ilha.session", value: owner, domain: new URL(editorOrigin).hostname, path: "/" },
    ]);
    const editorPage = await context.newPage();
    const editorHome = await editorPage.goto(`${editorOrigin}/`);
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
    const signup = await fetch(`${server.url}/api/v1/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "mallory@example.com", password: "a long enough password" }),
    });
    const { token: other } = (await signup.json()) as { token: string };
    const call = (method: string, path: string, body?: unknown, headers = {}) =>
      fetch(`${server.url}/api/v1${path}`, {
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
        body: stealingScript(editorOrigin),
      }),
    );
    await answerHosts({
      context,
      hosts: new Set(["www.google-analytics.com", "region1.google-analytics.com"]),
      contentType: "text/plain",
    });
    const port = new URL(server.url).port;
    const published = [
      `${server.url}/s/${created.slug}/`,
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
    const onEditor = await editorPage.goto(`${editorOrigin}/s/${created.slug}/`);
    expect(onEditor?.status()).toBe(404);
    await context.close();
  });
});

describe("the editor", () => {
  it("signs the demo owner in at its own origin, lists, creates and deletes sites, and signs out", async () => {
    // The page's CSP allows only its own scripts: the test lifts it to inject axe.
    const context = await browser.newContext({
      viewport: { width: 1024, height: 800 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    const problems = watchProblems(page);
    const response = await page.goto(`${editorOrigin}/`);
    expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
    await page.getByRole("heading", { name: "Sign in to Ilha" }).waitFor();
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);

    await page.getByLabel("E-mail").fill("demo@ilha.local");
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe(ERRORS.wrongCredentials.message);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Your sites" }).waitFor();
    const sample = page.getByRole("listitem").filter({ hasText: "Maré Rent" });
    await sample.getByText("Published").waitFor();
    // The live site opens at its own host, never on the editor's origin (where no site is served).
    const siteOrigin = editorOrigin.replace("//app.", "//vehicle-rental.");
    await sample.getByText(`${siteOrigin}/`, { exact: true }).waitFor();
    const popup = page.waitForEvent("popup");
    await sample.getByRole("link", { name: "View live site (opens in a new tab)" }).click();
    const live = await popup;
    await live.waitForLoadState();
    expect(live.url()).toBe(`${siteOrigin}/`);
    expect(await live.locator("html").getAttribute("lang")).toBe("pt");
    expect(await live.title()).toContain("Maré Rent");
    await live.close();
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);

    // The session survives a reload.
    await page.reload();
    await page.getByRole("heading", { name: "Your sites" }).waitFor();

    await page.getByRole("button", { name: "New site" }).click();
    const dialog = page.getByRole("dialog", { name: "Create a site" });
    await dialog.getByLabel("Site name").fill("Café Matriz");
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    await dialog.getByRole("button", { name: "Create site" }).click();
    // A new site opens in the editor; the owner goes back to the list.
    await page.getByRole("button", { name: "Your sites" }).click();
    const created = page.getByRole("listitem").filter({ hasText: "Café Matriz" });
    await created.getByText("Draft, not published yet").waitFor();
    expect(await dialog.count()).toBe(0);

    await created.getByRole("button", { name: "Delete Café Matriz" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete “Café Matriz”?" });
    await confirm.waitFor();
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    await confirm.getByRole("button", { name: "Delete site" }).click();
    await created.waitFor({ state: "detached" });
    const token = await ownerToken();
    const names = (await api<{ name: string }[]>("/sites", token)).map((site) => site.name);
    expect(names).not.toContain("Café Matriz");

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("heading", { name: "Sign in to Ilha" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("ilha.session"))).toBeNull();
    expect(problems.consoleErrors.filter((line) => !line.includes("401"))).toEqual([]);
    await context.close();
  });
});
