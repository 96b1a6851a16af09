import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../db/test-databases.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";

type Section = { id: string; type: string; data: Record<string, unknown> };
type Document = {
  plan: string;
  settings: Record<string, unknown>;
  content: Record<string, { pages: { path: string; components: Section[] }[] }>;
};

const heroTitle = (language: string, value: unknown) => ({
  op: "setField",
  language,
  pagePath: "/",
  sectionId: "hero",
  path: ["title"],
  value,
});

describe.each(testDatabases())("PATCH /sites/{id} on $name", (database) => {
  let t: TestApp;
  let owner: string;
  let site: { id: string; slug: string };
  let url: string;

  beforeAll(async () => {
    t = await testApp(database);
    owner = await t.account();
    site = await t.templateSite(owner);
    url = `/api/v1/sites/${site.id}`;
  });

  afterAll(async () => {
    await t?.close();
  });

  async function current(token = owner): Promise<{ etag: string; document: Document }> {
    const response = await t.call({ method: "GET", url, token });
    return { etag: String(response.headers.etag), document: response.json() as Document };
  }

  const patch = (etag: string, operations: unknown[], token = owner, isShared = false) =>
    t.call({
      method: "PATCH",
      url,
      token,
      isShared,
      headers: { "if-match": etag },
      payload: { operations },
    });

  const home = (document: Document, language: string) =>
    document.content[language]?.pages.find((page) => page.path === "/")?.components ?? [];

  it("applies operations, answers 204 with the next ETag and no document", async () => {
    const before = await current();
    const response = await patch(before.etag, [
      heroTitle("pt", "Porto Santo sobre rodas"),
      { op: "moveSection", pagePath: "/", sectionId: "contact", beforeId: "vehicles" },
    ]);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(response.headers.etag).toBe(`"${Number(JSON.parse(before.etag)) + 1}"`);
    const after = await current();
    expect(after.etag).toBe(response.headers.etag);
    expect(home(after.document, "pt")[0]?.data.title).toBe("Porto Santo sobre rodas");
    expect(home(after.document, "en")[0]?.data.title).toBe(
      home(before.document, "en")[0]?.data.title,
    );
    for (const language of ["pt", "en"]) {
      expect(
        home(after.document, language)
          .map((section) => section.id)
          .slice(0, 3),
      ).toEqual(["hero", "contact", "vehicles"]);
    }
  });

  it("answers an editor asking whether the draft changed: 304 while it has not, the document once it has", async () => {
    const before = await current();
    const unchanged = await t.call({
      method: "GET",
      url,
      token: owner,
      headers: { "if-none-match": before.etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe("");
    expect(unchanged.headers.etag).toBe(before.etag);
    const saved = await patch(before.etag, [heroTitle("en", "Porto Santo, your way")]);
    const changed = await t.call({
      method: "GET",
      url,
      token: owner,
      headers: { "if-none-match": before.etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).toBe(saved.headers.etag);
    expect(home(changed.json() as Document, "en")[0]?.data.title).toBe("Porto Santo, your way");
  });

  it("publishes the version the editor showed: a stale If-Match is 412, the current one goes live", async () => {
    const before = await current();
    const publishUrl = `${url}/publish`;
    const stale = await t.call({
      method: "POST",
      url: publishUrl,
      token: owner,
      headers: { "if-match": '"1"' },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ code: "version_conflict" });
    const published = await t.call({
      method: "POST",
      url: publishUrl,
      token: owner,
      headers: { "if-match": before.etag },
    });
    expect(published.statusCode).toBe(200);
    const pt = (await t.call({ method: "GET", url: `/s/${site.slug}/` })).body;
    const en = (await t.call({ method: "GET", url: `/s/${site.slug}/en/` })).body;
    expect(pt).toContain("Porto Santo sobre rodas");
    expect(en).not.toContain("Porto Santo sobre rodas");
    const enTitle = String(home(before.document, "en")[0]?.data.title);
    expect(en).toContain(enTitle.replace(/&/g, "&amp;"));
    for (const page of [pt, en]) {
      expect(page.indexOf('id="contact"')).toBeGreaterThan(-1);
      expect(page.indexOf('id="contact"')).toBeLessThan(page.indexOf('id="vehicles"'));
    }
  });

  it("answers 428 without If-Match and 412 with the current version when stale; nothing saved", async () => {
    const before = await current();
    const missing = await t.call({
      method: "PATCH",
      url,
      token: owner,
      payload: { operations: [heroTitle("pt", "x")] },
    });
    expect(missing.statusCode).toBe(428);
    expect(missing.json()).toMatchObject({ code: "precondition_required" });
    const stale = await patch('"1"', [heroTitle("pt", "x")]);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({
      code: "version_conflict",
      message: "The site changed since you loaded it",
      details: { currentVersion: Number(JSON.parse(before.etag)) },
    });
    expect(await current()).toEqual(before);
  });

  it("names the index and catalogued message of an operation that cannot apply; nothing saved", async () => {
    const before = await current();
    const response = await patch(before.etag, [
      heroTitle("pt", "Fine"),
      { ...heroTitle("pt", "x"), sectionId: "no-such-section" },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "unknown_section",
      message: "This page has no section with this id",
      details: { operationIndex: 1 },
    });
    const tooLong = await patch(before.etag, [heroTitle("pt", "x".repeat(31))]);
    expect(tooLong.json()).toMatchObject({
      status: 400,
      code: "max_characters",
      message: "Your have exceeded the maximum character limit.",
      details: { operationIndex: 0 },
    });
    expect(await current()).toEqual(before);
  });

  it("changes no more of what the platform decides than a PUT can: not the plan, not the forms' address", async () => {
    const before = await current();
    const plan = await patch(before.etag, [
      { op: "setSiteField", language: "pt", path: ["plan"], value: "paid" },
    ]);
    expect(plan.statusCode).toBe(400);
    expect(plan.json()).toMatchObject({ code: "unknown_field" });
    const apiPath = await patch(before.etag, [
      { op: "setSiteField", language: "pt", path: ["settings", "apiPath"], value: "/dead/end" },
    ]);
    expect(apiPath.statusCode).toBe(403);
    expect(apiPath.json()).toMatchObject({ code: "platform_field" });
    expect(await current()).toEqual(before);
  });

  it("keeps the owner's e-mail the owner's: a collaborator's PATCH of it is refused", async () => {
    const collaborator = await t.collaborator(owner, site.id);
    const before = await current();
    const email = { op: "setSiteField", language: "pt", path: ["settings", "email"] };
    const refused = await patch(
      before.etag,
      [{ ...email, value: "thief@ilha.local" }],
      collaborator,
      true,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "owner_only" });
    const edited = await patch(before.etag, [heroTitle("en", "Shared edit")], collaborator, true);
    expect(edited.statusCode).toBe(204);
  });

  it("answers hostile operations with catalogued 4xx only and leaves the document unchanged", {
    timeout: 120_000,
  }, async () => {
    const before = await current();
    const key = fc.oneof(
      fc.constantFrom("__proto__", "constructor", "prototype", "title", "plans", "data", "hero"),
      fc.string({ maxLength: 12 }),
      fc.integer({ min: -3, max: 100_000 }),
    );
    const value = fc.oneof(
      fc.string({ maxLength: 50 }),
      fc.constantFrom("javascript:alert(1)", "x".repeat(5000), " ", "\u0000", "data:text/html,x"),
      fc.integer(),
      fc.constant(null),
      fc.object({ maxDepth: 2 }),
    );
    const hostile = fc.record({
      op: fc.constantFrom(
        "setField",
        "setSiteField",
        "insertItems",
        "removeItems",
        "moveItems",
        "removePage",
        "setPagePath",
        "insertSection",
        "explode",
      ),
      language: fc.constantFrom("pt", "en", "fr", "__proto__"),
      pagePath: fc.constantFrom("/", "/pricing", "/../etc", "/nope"),
      sectionId: fc.constantFrom("hero", "group-a", "footer", "__proto__", "nope"),
      path: fc.array(key, { maxLength: 5 }),
      value,
      index: fc.integer({ min: -1, max: 50 }),
      items: fc.array(value, { maxLength: 3 }),
      newPath: fc.constantFrom("/", "/pricing", "/x", "//x"),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(hostile, { minLength: 1, maxLength: 3 }), async (operations) => {
        // A last operation that never applies: the batch is refused whole, whatever came first.
        const response = await patch(before.etag, [
          ...operations,
          { op: "removePage", pagePath: "/" },
        ]);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json()).toMatchObject({ status: response.statusCode });
      }),
      { numRuns: 1000 },
    );
    expect(await current()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
