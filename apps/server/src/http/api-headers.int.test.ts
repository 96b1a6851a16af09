import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../db/test-databases.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";

describe.each(testDatabases())("API answers' headers on $name", (database) => {
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

  const expectApiHeaders = (response: { headers: Record<string, unknown> }) => {
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cache-control"]).toBe("no-store");
  };

  it("marks JSON answers, errors and unknown API paths nosniff and no-store", async () => {
    const document = await t.call({ method: "GET", url: `/api/v1/sites/${site.id}`, token: owner });
    expect(document.statusCode).toBe(200);
    expectApiHeaders(document);
    const refused = await t.call({ method: "GET", url: `/api/v1/sites/${site.id}` });
    expect(refused.statusCode).toBe(401);
    expectApiHeaders(refused);
    const unknown = await t.call({ method: "GET", url: "/api/v1/no-such-thing" });
    expect(unknown.statusCode).toBe(404);
    expectApiHeaders(unknown);
    const badJson = await t.call({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: { "content-type": "application/json" },
      payload: "{",
    });
    expect(badJson.statusCode).toBe(400);
    expectApiHeaders(badJson);
  });

  it("marks the inbox's CSV nosniff and no-store", async () => {
    const csv = await t.call({
      method: "GET",
      url: `/api/v1/sites/${site.id}/submissions.csv`,
      token: owner,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expectApiHeaders(csv);
  });

  it("leaves published pages to their own caching", async () => {
    await t.call({ method: "POST", url: `/api/v1/sites/${site.id}/publish`, token: owner });
    const home = await t.call({ method: "GET", url: `/s/${site.slug}/` });
    expect(home.statusCode).toBe(200);
    expect(home.headers["cache-control"]).toBe("no-cache");
  });
});
