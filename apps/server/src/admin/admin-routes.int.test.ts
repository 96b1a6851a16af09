import { ERRORS } from "@ilha/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../db/test-databases.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";

describe.each(testDatabases())("the operator's compliance queue on $name", (database) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await testApp(database, { adminEmails: ["operator@ilha.local"] });
  });

  afterAll(async () => {
    await t?.close();
  });

  it("lists reports, newest first, to an operator only", async () => {
    const site = await t.templateSite(await t.account());
    for (const comment of ["Fake prices", "Copied photos"]) {
      const sent = await t.call({
        method: "POST",
        url: `/api/v1/sites/form/compliance/${site.id}/`,
        payload: { email: "visitor@example.com", name: "Visitor", comment, siteHash: site.hash },
      });
      expect(sent.statusCode).toBe(201);
    }
    const signup = await t.call({
      method: "POST",
      url: "/api/v1/auth/signup",
      payload: { email: "operator@ilha.local", password: "a long password" },
    });
    const operator = (signup.json() as { token: string }).token;
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
});
