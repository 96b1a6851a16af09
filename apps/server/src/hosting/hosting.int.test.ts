import { access } from "node:fs/promises";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { ERRORS } from "@ilha/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../db/test-databases.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";

describe.each(testDatabases())("publishing and hosting on $name", (database) => {
  let t: TestApp;
  let owner: string;
  let site: { id: string; slug: string };
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.call({ method: "GET", url, headers });

  beforeAll(async () => {
    t = await testApp(database);
    owner = await t.account();
    site = await t.templateSite(owner);
  });

  afterAll(async () => {
    await t?.close();
  });

  const publish = () =>
    t.call({ method: "POST", url: `/api/v1/sites/${site.id}/publish`, token: owner });

  it("serves nothing before publishing, then the site by path and by host", async () => {
    expect((await get(`/s/${site.slug}/`)).statusCode).toBe(404);
    expect((await publish()).json()).toEqual({ version: 1 });
    const home = await get(`/s/${site.slug}/`);
    expect(home.statusCode).toBe(200);
    expect(home.headers["content-type"]).toMatch(/^text\/html/);
    expect(home.body).toContain(`href="/s/${site.slug}/pricing/"`);
    expect(home.headers["cache-control"]).toBe("no-cache");
    expect(home.headers.etag).toBeDefined();
    const english = await get(`/s/${site.slug}/en/pricing/`);
    expect(english.body).toContain('<html lang="en"');
    const byHost = await get("/pricing/", { host: `${site.slug}.localhost:3000` });
    expect(byHost.statusCode).toBe(200);
    expect(byHost.body).toContain('href="/booking/"');
    expect((await get(`/s/${site.slug}`)).headers.location).toBe(`/s/${site.slug}/`);
  });

  it("serves on a site's own host only that site: its files and the forms its pages post to", async () => {
    const host = `${site.slug}.localhost:3000`;
    const login = await t.call({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: { host },
      payload: { email: "someone@ilha.local", password: "a long password" },
    });
    expect(login.statusCode).toBe(404);
    expect(login.json()).toEqual(ERRORS.notFound);
    const hash = (
      (await t.call({ method: "GET", url: `/api/v1/sites/${site.id}`, token: owner })).json() as {
        hash: string;
      }
    ).hash;
    const contact = await t.call({
      method: "POST",
      url: `/api/v1/sites/form/contact/${site.id}/`,
      headers: { host },
      payload: { name: "Ana", email: "ana@example.com", siteHash: hash },
    });
    expect(contact.statusCode).toBe(201);
    const apiRead = await get(`/api/v1/sites/${site.id}`, {
      host,
      authorization: `Bearer ${owner}`,
    });
    expect(apiRead.statusCode).toBe(404);
    expect(apiRead.headers["content-type"]).toMatch(/^text\/html/);
  });

  it("serves no site on a host naming the platform's own", async () => {
    const www = await get("/", { host: "www.localhost:3000" });
    expect(www.statusCode).toBe(404);
    expect(www.json()).toEqual(ERRORS.notFound);
  });

  it("serves no site on the editor's host, by path either, while the owner's API answers there", async () => {
    const host = "app.localhost:3000";
    expect((await get(`/s/${site.slug}/`)).statusCode).toBe(200);
    for (const path of [`/s/${site.slug}/`, `/s/${site.slug}/en/`, `/s/${site.slug}`, "/s/"]) {
      const response = await get(path, { host });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(ERRORS.notFound);
    }
    const read = await get(`/api/v1/sites/${site.id}`, { host, authorization: `Bearer ${owner}` });
    expect(read.statusCode).toBe(200);
  });

  it("revalidates HTML by ETag and caches hashed assets for a year, compressed", async () => {
    const home = await get(`/s/${site.slug}/`);
    const again = await get(`/s/${site.slug}/`, { "if-none-match": home.headers.etag as string });
    expect(again.statusCode).toBe(304);
    const head = await t.call({ method: "HEAD", url: `/s/${site.slug}/` });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(home.body)));
    expect(head.body).toBe("");
    const script = /src="([^"]+_ilha\/[^"]+\.js)"/.exec(home.body)?.[1];
    expect(script).toBeDefined();
    const asset = await get(script as string, { "accept-encoding": "br, gzip" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-encoding"]).toBe("br");
    const gzipped = await get(`/s/${site.slug}/pricing/`, { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString()).toContain('<html lang="pt"');
  });

  it("answers unknown pages with the site's own 404 page, and hostile paths never leave the site", async () => {
    const missing = await get(`/s/${site.slug}/no-such-page/`);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("Página não encontrada");
    for (const path of [
      "/../../../etc/passwd",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/..%2f..%2fpackage.json",
      "/%5c..%5c..%5cpackage.json",
      "/index.html%00.js",
      "/_ilha/../../site.json",
    ]) {
      for (const response of [
        await get(`/s/${site.slug}${path}`),
        await get(path, { host: `${site.slug}.localhost:3000` }),
      ]) {
        expect([301, 404], path).toContain(response.statusCode);
        expect(response.body).not.toContain("root:");
        expect(response.body).not.toContain('"workspaces"');
        expect(response.body).not.toContain('"schemaVersion"');
      }
    }
  });

  it("sends the security headers and a CSP that allows no inline script and no vendor the site does not use", async () => {
    const home = await get(`/s/${site.slug}/`);
    const csp = home.headers["content-security-policy"] as string;
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain(
      "frame-src https://www.google.com https://maps.google.com https://google.com;",
    );
    expect(home.headers["x-content-type-options"]).toBe("nosniff");
    expect(home.body).not.toMatch(/<script>(?!<\/script>)/);
  });

  it("lets a site's pages load exactly the vendors its settings name, once published", async () => {
    const tracked = await t.templateSite(owner);
    const url = `/api/v1/sites/${tracked.id}`;
    const draft = await t.call({ method: "GET", url, token: owner });
    const document = draft.json() as { settings: { tracking: object } };
    const saved = await t.call({
      method: "PUT",
      url,
      token: owner,
      headers: { "if-match": draft.headers.etag as string },
      payload: {
        ...document,
        settings: {
          ...document.settings,
          tracking: { gtagId: "G-ABC1234XYZ", chatsData: [{ name: "intercom", key: "abc123" }] },
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    await t.call({ method: "POST", url: `${url}/publish`, token: owner });
    const csp = (await get(`/s/${tracked.slug}/`)).headers["content-security-policy"] as string;
    const directive = (name: string) =>
      csp
        .split("; ")
        .find((part) => part.startsWith(`${name} `))
        ?.split(" ")
        .slice(1);
    expect(directive("script-src")).toEqual([
      "'self'",
      "https://www.googletagmanager.com",
      "https://widget.intercom.io",
      "https://js.intercomcdn.com",
    ]);
    expect(directive("connect-src")).toContain("wss://*.intercom.io");
    expect(csp).not.toContain("facebook");
    expect(csp).not.toContain("livechatinc");
  });

  it("publishes new versions atomically, lists them, restores one and unpublishes", async () => {
    const document = await t.call({ method: "GET", url: `/api/v1/sites/${site.id}`, token: owner });
    const renamed = { ...(document.json() as object), name: "Maré Rent — nova versão" };
    await t.call({
      method: "PUT",
      url: `/api/v1/sites/${site.id}`,
      payload: renamed,
      token: owner,
      headers: { "if-match": document.headers.etag as string },
    });
    expect((await publish()).json()).toEqual({ version: 2 });
    expect((await get(`/s/${site.slug}/`)).body).toContain("Maré Rent — nova versão");
    const versions = await t.call({
      method: "GET",
      url: `/api/v1/sites/${site.id}/versions`,
      token: owner,
    });
    expect(versions.headers["x-total-count"]).toBe("2");
    expect(
      (versions.json() as { number: number; isLive: boolean }[]).map((row) => [
        row.number,
        row.isLive,
      ]),
    ).toEqual([
      [2, true],
      [1, false],
    ]);
    const restored = await t.call({
      method: "POST",
      url: `/api/v1/sites/${site.id}/versions/1/restore`,
      token: owner,
    });
    expect(restored.json()).toEqual({ version: 1 });
    expect((await get(`/s/${site.slug}/`)).body).not.toContain("nova versão");
    expect(
      (
        await t.call({
          method: "POST",
          url: `/api/v1/sites/${site.id}/versions/9/restore`,
          token: owner,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.call({ method: "POST", url: `/api/v1/sites/${site.id}/unpublish`, token: owner }))
        .statusCode,
    ).toBe(204);
    expect((await get(`/s/${site.slug}/`)).statusCode).toBe(404);
  });

  it("keeps serving the live version while a new one is being published", async () => {
    await publish();
    const publishing = publish();
    const during = await Promise.all(
      Array.from({ length: 20 }, () => get(`/s/${site.slug}/pricing/`)),
    );
    expect(during.every((response) => response.statusCode === 200)).toBe(true);
    expect((await publishing).statusCode).toBe(200);
  });

  it("leaves the newest version live when publishes overlap", async () => {
    const answers = await Promise.all([publish(), publish(), publish()]);
    const published = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => (answer.json() as { version: number }).version);
    expect(published.length).toBeGreaterThan(0);
    const versions = await t.call({
      method: "GET",
      url: `/api/v1/sites/${site.id}/versions`,
      token: owner,
    });
    const live = (versions.json() as { number: number; isLive: boolean }[]).find(
      (row) => row.isLive,
    );
    expect(live?.number).toBe(Math.max(...published));
  });

  it("stops serving a deleted site at once and removes its published files", async () => {
    const doomed = await t.templateSite(owner);
    await t.call({ method: "POST", url: `/api/v1/sites/${doomed.id}/publish`, token: owner });
    expect((await get(`/s/${doomed.slug}/`)).statusCode).toBe(200);
    const deleted = await t.call({
      method: "DELETE",
      url: `/api/v1/sites/${doomed.id}`,
      token: owner,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await get(`/s/${doomed.slug}/`)).statusCode).toBe(404);
    await expect(access(join(t.dataDir, "published", doomed.id))).rejects.toThrow("ENOENT");
  });
});
