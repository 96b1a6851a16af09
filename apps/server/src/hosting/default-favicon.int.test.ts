import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../db/test-databases.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";

describe.each(testDatabases())("a published site without a favicon on $name", (database) => {
  let t: TestApp;
  let owner: string;
  let site: { id: string; slug: string };

  beforeAll(async () => {
    t = await testApp(database);
    owner = await t.account();
    site = await t.templateSite(owner);
    const current = await t.call({ method: "GET", url: `/api/v1/sites/${site.id}`, token: owner });
    const document = current.json() as { settings: { favicon: string } };
    document.settings.favicon = "";
    const saved = await t.call({
      method: "PUT",
      url: `/api/v1/sites/${site.id}`,
      payload: document,
      token: owner,
      headers: { "if-match": current.headers.etag as string },
    });
    expect(saved.statusCode).toBe(200);
    const published = await t.call({
      method: "POST",
      url: `/api/v1/sites/${site.id}/publish`,
      token: owner,
    });
    expect(published.statusCode).toBe(200);
  });

  afterAll(async () => {
    await t?.close();
  });

  it("answers /favicon.ico and the linked icon on its host and by path, instead of 404", async () => {
    const host = { host: `${site.slug}.localhost:3000` };
    const ico = await t.call({ method: "GET", url: "/favicon.ico", headers: host });
    expect(ico.statusCode).toBe(200);
    expect(ico.headers["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const page = await t.call({ method: "GET", url: "/pricing/", headers: host });
    expect(page.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    const svg = await t.call({ method: "GET", url: "/favicon.svg", headers: host });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    const byPath = await t.call({ method: "GET", url: `/s/${site.slug}/` });
    expect(byPath.body).toContain(`<link rel="icon" href="/s/${site.slug}/favicon.svg"`);
    expect((await t.call({ method: "GET", url: `/s/${site.slug}/favicon.ico` })).statusCode).toBe(
      200,
    );
  });
});
