import { ERRORS } from "@ilha/core";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../auth/tokens.ts";
import { sessions, siteMembers, sites } from "../db/schema.ts";
import { testDatabases } from "../db/test-databases.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";
import { ensureOperators } from "./operators.ts";

type Document = { plan: string; settings: { apiPath: string }; name: string };

describe.each(testDatabases())("the plan and the forms' address on $name", (database) => {
  let t: TestApp;
  let operator: string;

  const documentOf = async (id: string, token: string, isShared = false) => {
    const response = await t.call({ method: "GET", url: `/api/v1/sites/${id}`, token, isShared });
    return { document: response.json() as Document, etag: String(response.headers.etag) };
  };
  const save = async ({
    id,
    token,
    change,
    isShared = false,
  }: {
    id: string;
    token: string;
    change: (document: Document) => object;
    isShared?: boolean;
  }) => {
    const { document, etag } = await documentOf(id, token, isShared);
    return t.call({
      method: "PUT",
      url: `/api/v1/sites/${id}`,
      headers: { "if-match": etag },
      payload: change(document),
      token,
      isShared,
    });
  };
  const setPlan = (id: string, plan: string, token: string) =>
    t.call({ method: "PUT", url: `/api/v1/admin/sites/${id}/plan`, payload: { plan }, token });
  const publishedBooking = async (id: string, slug: string, token: string) => {
    const published = await t.call({ method: "POST", url: `/api/v1/sites/${id}/publish`, token });
    expect(published.statusCode).toBe(200);
    const page = await t.call({ method: "GET", url: `/s/${slug}/booking/` });
    expect(page.statusCode).toBe(200);
    return page.body;
  };

  beforeAll(async () => {
    t = await testApp(database, { adminEmails: ["plans@ilha.local"] });
    const made = await ensureOperators({ db: t.database.db, emails: ["plans@ilha.local"] });
    const login = await t.call({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { email: "plans@ilha.local", password: made.created[0]?.password },
    });
    operator = (login.json() as { token: string }).token;
  });

  afterAll(async () => {
    await t?.close();
  });

  it("refuses a save that changes the plan or the forms' address, by owner and collaborator", async () => {
    const owner = await t.account();
    const site = await t.templateSite(owner);
    const collaborator = await t.account();
    const [member] = await t.database.db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(collaborator)));
    await t.database.db
      .insert(siteMembers)
      .values({ siteId: site.id, userId: String(member?.userId) });
    const attempts = [
      (document: Document) => ({ ...document, plan: "paid" }),
      (document: Document) => ({
        ...document,
        settings: { ...document.settings, apiPath: "/nowhere" },
      }),
    ];
    for (const [token, isShared] of [
      [owner, false],
      [collaborator, true],
    ] as const) {
      for (const change of attempts) {
        const refused = await save({ id: site.id, token, change, isShared });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual(ERRORS.platformField);
      }
      const kept = await save({
        id: site.id,
        token,
        isShared,
        change: (document) => ({ ...document, name: `Kept by ${isShared ? "one" : "other"}` }),
      });
      expect(kept.statusCode).toBe(200);
    }
    const [stored] = await t.database.db
      .select({ document: sites.document, version: sites.version })
      .from(sites)
      .where(eq(sites.id, site.id));
    const document = stored?.document as Document | undefined;
    expect(document?.plan).toBe("free");
    expect(document?.settings.apiPath).toBe("/api/v1");
    expect(stored?.version).toBe(3);
  });

  it("keeps the stored plan when a save leaves it out", async () => {
    const owner = await t.account();
    const site = await t.templateSite(owner);
    expect((await setPlan(site.id, "paid", operator)).statusCode).toBe(200);
    const saved = await save({
      id: site.id,
      token: owner,
      change: ({ plan: _plan, ...rest }) => rest,
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as Document).plan).toBe("paid");
  });

  it("lets an operator alone set the plan; the owner cannot set it back", async () => {
    const owner = await t.account();
    const site = await t.templateSite(owner);
    const byOwner = await setPlan(site.id, "paid", owner);
    expect(byOwner.statusCode).toBe(404);
    expect(byOwner.json()).toEqual(ERRORS.notFound);
    const bad = await setPlan(site.id, "gold", operator);
    expect(bad.statusCode).toBe(400);
    const missing = await setPlan("no-such-site", "paid", operator);
    expect(missing.json()).toEqual(ERRORS.notFound);
    const set = await setPlan(site.id, "paid", operator);
    expect(set.json()).toEqual({ id: site.id, plan: "paid", version: 2 });
    const { document, etag } = await documentOf(site.id, owner);
    expect(document.plan).toBe("paid");
    expect(etag).toBe('"2"');
    const downgrade = await save({
      id: site.id,
      token: owner,
      change: (stored) => ({ ...stored, plan: "free" }),
    });
    expect(downgrade.json()).toEqual(ERRORS.platformField);
  });

  it("publishes the disclaimer and Report button on free, none once an operator sets paid, forms posting to the server", async () => {
    const owner = await t.account();
    const site = await t.templateSite(owner);
    // A document stored with another forms' address still publishes with the server's.
    await t.database.db
      .update(sites)
      .set({
        document: sql`jsonb_set(${sites.document}, '{settings,apiPath}', '"/dead/end"')`,
      })
      .where(eq(sites.id, site.id));
    const free = await publishedBooking(site.id, site.slug, owner);
    expect(free).toContain("data-ilha-disclaimer");
    expect(free).toContain("data-ilha-report");
    expect(free).toContain(`action="/api/v1/sites/form/contact/${site.id}/"`);
    expect(free).not.toContain("/dead/end");
    expect((await setPlan(site.id, "paid", operator)).statusCode).toBe(200);
    const paid = await publishedBooking(site.id, site.slug, owner);
    expect(paid).not.toContain("data-ilha-disclaimer");
    expect(paid).not.toContain("data-ilha-report");
    expect(paid).toContain(`action="/api/v1/sites/form/contact/${site.id}/"`);
  });
});
