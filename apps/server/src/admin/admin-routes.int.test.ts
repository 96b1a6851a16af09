import { ERRORS } from "@ilha/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { complianceReports } from "../db/schema.ts";
import { testDatabases } from "../db/test-databases.ts";
import { signedUpToken } from "../test-support/signed-up.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";
import { ensureOperators } from "./operators.ts";

describe.each(testDatabases())("the operator's compliance queue on $name", (database) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await testApp(database, { adminEmails: ["operator@ilha.local"] });
  });

  afterAll(async () => {
    await t?.close();
  });

  it("lists reports, newest first, to an operator only", async () => {
    const reported = await t.account();
    const site = await t.templateSite(reported);
    await t.call({ method: "POST", url: `/api/v1/sites/${site.id}/publish`, token: reported });
    for (const comment of ["Fake prices", "Copied photos"]) {
      const sent = await t.call({
        method: "POST",
        url: `/api/v1/sites/form/compliance/${site.id}/`,
        payload: { email: "visitor@example.com", name: "Visitor", comment, siteHash: site.hash },
      });
      expect(sent.statusCode).toBe(201);
    }
    const made = await ensureOperators({ db: t.database.db, emails: ["operator@ilha.local"] });
    expect(made.created.map((account) => account.email)).toEqual(["operator@ilha.local"]);
    const login = await t.call({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { email: "operator@ilha.local", password: made.created[0]?.password },
    });
    const operator = (login.json() as { token: string }).token;
    const queue = await t.call({
      method: "GET",
      url: "/api/v1/admin/compliance-reports",
      token: operator,
    });
    expect(queue.headers["x-total-count"]).toBe("2");
    expect(
      (queue.json() as { comment: string; siteSlug: string }[]).map((row) => [
        row.comment,
        row.siteSlug,
      ]),
    ).toEqual([
      ["Copied photos", site.slug],
      ["Fake prices", site.slug],
    ]);
    const owner = await t.call({
      method: "GET",
      url: "/api/v1/admin/compliance-reports",
      token: await t.account(),
    });
    expect(owner.statusCode).toBe(404);
    expect(owner.json()).toEqual(ERRORS.notFound);
  });

  it("never makes an operator of an account someone signed up with a listed address", async () => {
    const squatter = await signedUpToken({
      inject: t.call,
      email: "squatter@ilha.local",
      password: "a long password",
    });
    const made = await ensureOperators({ db: t.database.db, emails: ["squatter@ilha.local"] });
    expect(made).toEqual({ created: [], refused: ["squatter@ilha.local"] });
    const listed = await buildApp({
      database: t.database,
      dataDir: t.dataDir,
      adminEmails: ["squatter@ilha.local"],
    });
    try {
      const queue = await listed.inject({
        method: "GET",
        url: "/api/v1/admin/compliance-reports",
        headers: { authorization: `Bearer ${squatter}` },
      });
      expect(queue.statusCode).toBe(404);
      expect(queue.json()).toEqual(ERRORS.notFound);
    } finally {
      await listed.close();
    }
  });

  it("keeps a report, with its site's slug and name, after the reported owner deletes the site", async () => {
    const owner = await t.account();
    const site = await t.templateSite(owner);
    await t.call({ method: "POST", url: `/api/v1/sites/${site.id}/publish`, token: owner });
    await t.call({
      method: "POST",
      url: `/api/v1/sites/form/compliance/${site.id}/`,
      payload: {
        email: "visitor@example.com",
        name: "Visitor",
        comment: "Scam",
        siteHash: site.hash,
      },
    });
    const deleted = await t.call({
      method: "DELETE",
      url: `/api/v1/sites/${site.id}`,
      token: owner,
    });
    expect(deleted.statusCode).toBe(204);
    const [report] = await t.database.db
      .select()
      .from(complianceReports)
      .where(eq(complianceReports.comment, "Scam"));
    expect(report).toMatchObject({ siteId: null, siteSlug: site.slug, siteName: "Maré Rent" });
  });
});
