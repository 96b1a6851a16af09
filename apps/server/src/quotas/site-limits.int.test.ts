import { ERRORS } from "@ilha/core";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sites } from "../db/schema.ts";
import { testDatabases } from "../db/test-databases.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";

type Document = {
  version?: number;
  content: { en: { pages: { path: string; meta: object; components: object[] }[] } };
};

const cta = (id: string) => ({
  id,
  type: "cta",
  colorMode: "DARK",
  orientation: "LEFT",
  data: {
    title: "Before you book",
    paragraph: "Please read our general rental conditions.",
    buttons: [{ buttonText: "Read the terms", buttonUrl: "/", type: "primary" }],
  },
});

describe.each(testDatabases())("site limits on $name", (database) => {
  let t: TestApp;
  let small: TestApp;

  const createBlank = (app: TestApp, token: string, name = "Café") =>
    app.call({ method: "POST", url: "/api/v1/sites", payload: { name }, token });
  const ownedSites = async (app: TestApp, id: string) => {
    const [row] = await app.database.db
      .select({ total: count() })
      .from(sites)
      .where(eq(sites.id, id));
    return row?.total ?? 0;
  };
  const saveWith = async (
    app: TestApp,
    token: string,
    change: (document: Document) => Document,
  ) => {
    const created = await createBlank(app, token);
    const { id } = created.json() as { id: string };
    const current = await app.call({ method: "GET", url: `/api/v1/sites/${id}`, token });
    const response = await app.call({
      method: "PUT",
      url: `/api/v1/sites/${id}`,
      headers: { "if-match": String(current.headers.etag) },
      payload: change(current.json() as Document),
      token,
    });
    const stored = await app.call({ method: "GET", url: `/api/v1/sites/${id}`, token });
    return { response, storedVersion: String(stored.headers.etag) };
  };
  const withSections = (pages: number, perPage: number) => (document: Document) => {
    const [home] = document.content.en.pages;
    if (home === undefined) throw new Error("a blank site has a home page");
    const built = Array.from({ length: pages }, (_, page) => ({
      ...home,
      path: page === 0 ? "/" : `/page-${page}`,
      components: [
        ...(page === 0 ? home.components : []),
        ...Array.from({ length: perPage }, (_, index) => cta(`cta-${page}-${index}`)),
      ],
    }));
    return { ...document, content: { en: { ...document.content.en, pages: built } } };
  };

  beforeAll(async () => {
    t = await testApp(database, { quotas: { sitesPerAccount: 2 } });
    small = await testApp(database, {
      quotas: { siteSize: { documentBytes: 6_000, sections: 40 } },
    });
  });

  afterAll(async () => {
    await t?.close();
    await small?.close();
  });

  it("refuses a site past the account's limit, and no row is written", async () => {
    const owner = await t.account();
    expect((await createBlank(t, owner)).statusCode).toBe(201);
    expect((await createBlank(t, owner)).statusCode).toBe(201);
    const third = await createBlank(t, owner, "One too many");
    expect(third.statusCode).toBe(403);
    expect(third.json()).toEqual(ERRORS.tooManySites);
    const list = await t.call({ method: "GET", url: "/api/v1/sites", token: owner });
    expect(list.headers["x-total-count"]).toBe("2");
    expect((await createBlank(t, await t.account())).statusCode).toBe(201);
  });

  it("lets no burst of concurrent creations pass the limit", async () => {
    const owner = await t.account();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => createBlank(t, owner, `Burst ${index}`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      201, 201, 403, 403, 403, 403,
    ]);
    const list = await t.call({ method: "GET", url: "/api/v1/sites", token: owner });
    expect(list.headers["x-total-count"]).toBe("2");
  });

  it("saves a page of 300 sections and refuses 501 on a page or 51 pages", async () => {
    const owner = await t.account();
    const large = await saveWith(t, owner, withSections(1, 300));
    expect(large.response.statusCode).toBe(200);
    const site = (await t.call({ method: "GET", url: "/api/v1/sites", token: owner })).json() as {
      id: string;
    }[];
    await t.call({ method: "DELETE", url: `/api/v1/sites/${site[0]?.id}`, token: owner });
    const crowded = await saveWith(t, owner, withSections(1, 501));
    expect(crowded.response.statusCode).toBe(413);
    expect(crowded.response.json()).toMatchObject({
      ...ERRORS.siteTooLarge,
      details: [{ path: "sectionsPerPage", limit: 500 }],
    });
    expect(crowded.storedVersion).toBe('"1"');
    const another = await t.account();
    const paged = await saveWith(t, another, withSections(51, 1));
    expect(paged.response.statusCode).toBe(413);
    expect(paged.response.json()).toMatchObject({
      ...ERRORS.siteTooLarge,
      details: [{ path: "pages", limit: 50 }],
    });
    expect(paged.storedVersion).toBe('"1"');
  });

  it("refuses a document past its bytes or its sections in all, as configured", async () => {
    const owner = await small.account();
    const sections = await saveWith(small, owner, withSections(3, 14));
    expect(sections.response.statusCode).toBe(413);
    expect(sections.response.json()).toMatchObject({
      ...ERRORS.siteTooLarge,
      details: expect.arrayContaining([
        { path: "sections", limit: 40, message: "At most 40 (this site has 43)" },
      ]),
    });
    const bytes = await saveWith(small, owner, withSections(1, 30));
    expect(bytes.response.statusCode).toBe(413);
    expect(bytes.response.json()).toMatchObject({
      details: [{ path: "documentBytes", limit: 6_000 }],
    });
    expect(bytes.storedVersion).toBe('"1"');
    expect((await saveWith(small, owner, withSections(1, 2))).response.statusCode).toBe(200);
  });

  it("refuses to save a body larger than twice the document limit before reading it", async () => {
    const owner = await small.account();
    const created = await createBlank(small, owner);
    const { id } = created.json() as { id: string };
    const huge = await small.call({
      method: "PUT",
      url: `/api/v1/sites/${id}`,
      headers: { "if-match": '"1"', "content-type": "application/json" },
      payload: JSON.stringify({ padding: "x".repeat(12_001) }),
      token: owner,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual(ERRORS.bodyTooLarge);
    expect(await ownedSites(small, id)).toBe(1);
  });
});
