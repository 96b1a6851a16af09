import { ERRORS } from "@ilha/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sites } from "../db/schema.ts";
import { testDatabases } from "../db/test-databases.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";

describe.each(testDatabases())("text PostgreSQL refuses, on $name", (database) => {
  let test: TestApp;
  let owner: string;
  let site: { id: string; slug: string };

  beforeAll(async () => {
    test = await testApp(database);
    owner = await test.account();
    site = await test.templateSite(owner);
  });

  afterAll(async () => {
    await test.close();
  });

  it("refuses a saved document holding a NUL with a 400 and keeps the stored one", async () => {
    const current = await test.call({
      method: "GET",
      url: `/api/v1/sites/${site.id}`,
      token: owner,
    });
    const document = current.json() as { name: string };
    const saved = await test.call({
      method: "PUT",
      url: `/api/v1/sites/${site.id}`,
      token: owner,
      headers: { "if-match": current.headers.etag as string },
      payload: { ...document, name: "Maré\u0000Rent" },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toMatchObject({
      ...ERRORS.unstorableText,
      details: [{ path: "body.name" }],
    });
    const [row] = await test.database.db.select().from(sites).where(eq(sites.id, site.id));
    expect(row?.version).toBe(1);
    expect((row?.document as { name: string } | undefined)?.name).toBe(document.name);
  });

  it("refuses a lone surrogate in a body, a NUL in a path parameter and in a query", async () => {
    const surrogate = await test.call({
      method: "POST",
      url: "/api/v1/sites",
      token: owner,
      payload: { name: "Ilha \ud800" },
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json()).toMatchObject(ERRORS.unstorableText);
    const param = await test.call({ method: "GET", url: "/api/v1/sites/a%00b", token: owner });
    expect(param.statusCode).toBe(400);
    expect(param.json()).toMatchObject(ERRORS.unstorableText);
    const query = await test.call({
      method: "GET",
      url: `/api/v1/sites/${site.id}/submissions?page=1%00`,
      token: owner,
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject(ERRORS.unstorableText);
  });

  it("answers a published-site path holding a NUL without a 5xx", async () => {
    const response = await test.call({ method: "GET", url: `/s/${site.slug}%00/` });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
