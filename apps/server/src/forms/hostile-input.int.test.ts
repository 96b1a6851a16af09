import { count } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { complianceReports, submissions } from "../db/schema.ts";
import { testDatabases } from "../db/test-databases.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";

const DOCUMENTED = new Set([201, 400, 404, 413, 415, 429]);
const CASES = 1000;

/** Strings a hostile client would try: control characters, markup, huge, odd unicode. */
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "\r\nBcc: x@example.com",
    "<script>alert(1)</script>",
    "\u0000",
    "'; drop table submissions; --",
    "a@b.c",
  ),
  fc.string({ minLength: 300, maxLength: 20_000 }),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);
const hostileKey = fc.oneof(
  fc.constantFrom(
    "name",
    "email",
    "message",
    "comment",
    "siteHash",
    "isCookieAccepted",
    "website",
    "__proto__",
    "constructor",
    "prototype",
  ),
  fc.string({ maxLength: 12 }),
);

describe.each(testDatabases())("hostile input on the public form endpoints, $name", (database) => {
  let t: TestApp;
  let site: { id: string; hash: string };

  beforeAll(async () => {
    t = await testApp(database);
    site = await t.templateSite(await t.account());
  });

  afterAll(async () => {
    await t?.close();
  });

  const stored = async () => {
    const [messages] = await t.database.db.select({ value: count() }).from(submissions);
    const [reports] = await t.database.db.select({ value: count() }).from(complianceReports);
    return (messages?.value ?? 0) + (reports?.value ?? 0);
  };

  it.each(["contact", "compliance"])(
    `answers ${CASES} hostile %s posts with documented 4xx only, storing nothing`,
    async (kind) => {
      const body = fc.oneof(
        fc
          .dictionary(hostileKey, hostileValue, { maxKeys: 8 })
          .map((value) => JSON.stringify(value)),
        fc
          .record({
            name: hostileString,
            email: hostileString,
            message: hostileString,
            comment: hostileString,
          })
          .map((value) => JSON.stringify({ ...value, siteHash: "not-the-hash" })),
        fc.string(),
        fc.constantFrom(
          "",
          "{",
          "[]",
          "null",
          '{"__proto__":{"admin":true}}',
          '{"constructor":{"prototype":{"x":1}}}',
        ),
      );
      const siteId = fc.oneof(
        fc.constant(site.id),
        fc.constantFrom("no-such-site", "..%2F..", "%00", "a".repeat(65)),
      );
      const contentType = fc.constantFrom(
        "application/json",
        "application/json; charset=utf-8",
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data",
      );
      await fc.assert(
        fc.asyncProperty(
          body,
          siteId,
          contentType,
          fc.nat(250),
          async (payload, id, type, address) => {
            const before = await stored();
            const response = await t.app.inject({
              method: "POST",
              url: `/api/v1/sites/form/${kind}/${id}/`,
              headers: { "content-type": type },
              payload,
              remoteAddress: `10.1.${address}.${address % 7}`,
            });
            expect(
              DOCUMENTED.has(response.statusCode),
              `${response.statusCode} ${response.body}`,
            ).toBe(true);
            if (response.statusCode !== 201) {
              const answer = response.json() as { status: number; code: string };
              expect(answer.status).toBe(response.statusCode);
            }
            expect(response.body).not.toMatch(/at .+\.ts:\d+/);
            expect(await stored()).toBe(before);
            expect(({} as Record<string, unknown>).admin).toBeUndefined();
          },
        ),
        { numRuns: CASES },
      );
    },
    300_000,
  );
});
