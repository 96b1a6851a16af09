import { ERRORS } from "@ilha/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../db/test-databases.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";

describe.each(testDatabases())("a site's social image address on $name", (database) => {
  let t: TestApp;
  let owner: string;
  let site: { id: string; slug: string };

  beforeAll(async () => {
    t = await testApp(database);
    owner = await t.account();
    site = await t.templateSite(owner);
  });

  afterAll(async () => {
    await t?.close();
  });

  async function saveSocialImage(url: string) {
    const current = await t.call({ method: "GET", url: `/api/v1/sites/${site.id}`, token: owner });
    const document = current.json() as { settings: { socialImage: { url: string } } };
    document.settings.socialImage.url = url;
    return t.call({
      method: "PUT",
      url: `/api/v1/sites/${site.id}`,
      payload: document,
      token: owner,
      headers: { "if-match": current.headers.etag as string },
    });
  }

  it.each(["http://", "https:", "//", "https://mare-rent.example:99999/share.png"])(
    "refuses %j with the catalogue's message, and publishing still works",
    async (url) => {
      const refused = await saveSocialImage(url);
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(ERRORS.unsafeImageUrl.message);
      const published = await t.call({
        method: "POST",
        url: `/api/v1/sites/${site.id}/publish`,
        token: owner,
      });
      expect(published.statusCode).toBe(200);
    },
  );

  it("publishes an absolute social image address as the pages' og:image", async () => {
    expect((await saveSocialImage("https://cdn.example/share.png")).statusCode).toBe(200);
    const published = await t.call({
      method: "POST",
      url: `/api/v1/sites/${site.id}/publish`,
      token: owner,
    });
    expect(published.statusCode).toBe(200);
    const home = await t.call({ method: "GET", url: `/s/${site.slug}/` });
    expect(home.body).toContain(
      '<meta property="og:image" content="https://cdn.example/share.png">',
    );
  });
});
