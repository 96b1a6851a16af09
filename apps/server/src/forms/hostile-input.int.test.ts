import { ERRORS } from "@ilha/core";
import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { complianceReports, outbox, submissions } from "../db/schema.ts";
import { testDatabases } from "../db/test-databases.ts";
import { NOTIFICATION_MAIL_RATE } from "../rate-limits/form-rate.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";
import { confirmAddress, publishedSite, TEMPLATE_EMAIL } from "./form-test-support.ts";

const DOCUMENTED = new Set([201, 400, 404, 413, 415, 429]);
/** Cases per endpoint and database: 2,000 a run on each database, split over the two endpoints. */
const CASES = 1000;

/** Strings a hostile client would try: control characters, markup, huge, odd unicode. */
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "\r\nBcc: x@example.com",
    "<script>alert(1)</script>",
    "\u0000",
    "a\u0000b",
    "\ud800",
    "x\udfffy",
    "'; drop table submissions; --",
    "a@b.c",
  ),
  fc.string({ minLength: 300, maxLength: 20_000 }),
  fc.string({ unit: "binary", maxLength: 40 }),
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
    t = await testApp(database, { isMailConfigured: true });
    site = await publishedSite(t, await t.account());
    await confirmAddress(t, { siteId: site.id, email: TEMPLATE_EMAIL });
  });

  afterAll(async () => {
    await t?.close();
  });

  const counts = async () => {
    const [messages] = await t.database.db.select({ value: count() }).from(submissions);
    const [reports] = await t.database.db.select({ value: count() }).from(complianceReports);
    const [mails] = await t.database.db.select({ value: count() }).from(outbox);
    return {
      messages: messages?.value ?? 0,
      reports: reports?.value ?? 0,
      mails: mails?.value ?? 0,
    };
  };
  const rowWithId = async (kind: string, id: string) => {
    const table = kind === "contact" ? submissions : complianceReports;
    return t.database.db.select({ id: table.id }).from(table).where(eq(table.id, id));
  };

  /** A quoted local part that a `mailto:` link would read as a Bcc, a subject and a body. */
  const MAILTO_HEADERS = '"maria@cliente.pt?bcc=x@evil.test&subject=Urgente&body=Pague"@x.io';

  it.each(["contact", "compliance"])(
    "refuses a %s post whose e-mail quotes ?, &, # or % with the catalogued 400, storing nothing",
    async (kind) => {
      const fields =
        kind === "contact"
          ? { name: "Maria", message: "Olá" }
          : { name: "Maria", comment: "Looks fake" };
      for (const [index, email] of [
        MAILTO_HEADERS,
        '"a#b"@x.io',
        '"a%0Ab"@x.io',
        '"a&b"@[192.168.0.1]',
      ].entries()) {
        const before = await counts();
        const response = await t.app.inject({
          method: "POST",
          url: `/api/v1/sites/form/${kind}/${site.id}/`,
          payload: { ...fields, email, siteHash: site.hash },
          remoteAddress: `10.9.${kind === "contact" ? 1 : 2}.${index}`,
        });
        expect(response.statusCode, email).toBe(400);
        expect(response.json()).toEqual({
          ...ERRORS.quotedEmailSyntax,
          details: [{ path: "email", message: ERRORS.quotedEmailSyntax.message }],
        });
        expect(await counts()).toEqual(before);
      }
      const quoted = await t.app.inject({
        method: "POST",
        url: `/api/v1/sites/form/${kind}/${site.id}/`,
        payload: { ...fields, email: '"maria silva"@x.io', siteHash: site.hash },
        remoteAddress: `10.9.${kind === "contact" ? 1 : 2}.9`,
      });
      expect(quoted.statusCode).toBe(201);
    },
  );

  it.each(["contact", "compliance"])(
    `answers ${CASES} hostile %s posts with 201 or documented 4xx only, storing exactly what it acknowledged`,
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
        // With the published site's hash, most of the cases: these reach the store.
        {
          weight: 6,
          arbitrary: fc
            .record(
              {
                name: fc.oneof(
                  { arbitrary: fc.constantFrom("Ana", " Rui "), weight: 4 },
                  hostileString,
                ),
                email: fc.oneof(
                  { arbitrary: fc.constantFrom("ana@example.com", "a@b.co"), weight: 4 },
                  hostileString,
                ),
                message: hostileString,
                comment: fc.oneof(
                  { arbitrary: fc.constant("Looks fake"), weight: 4 },
                  hostileString,
                ),
                isCookieAccepted: fc.oneof({ arbitrary: fc.boolean(), weight: 4 }, hostileValue),
                website: fc.oneof({ arbitrary: fc.constant(""), weight: 4 }, hostileString),
              },
              { requiredKeys: [] },
            )
            .map((value) => {
              const { comment, ...contact } = value;
              const { message: _message, isCookieAccepted: _cookie, ...report } = value;
              return JSON.stringify({
                ...(kind === "contact" ? contact : { ...report, comment }),
                siteHash: site.hash,
              });
            }),
        },
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
        { arbitrary: fc.constant(site.id), weight: 8 },
        fc.constantFrom("no-such-site", "..%2F..", "%00", "a".repeat(65)),
      );
      const contentType = fc.oneof(
        { arbitrary: fc.constant("application/json"), weight: 8 },
        fc.constantFrom(
          "application/json; charset=utf-8",
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data",
        ),
      );
      /**
       * The site's notification mails left in the hour (`NOTIFICATION_MAIL_RATE.perSite`), less
       * those the tests before this one queued (every mail in the outbox is this site's).
       */
      let mailsLeft =
        kind === "contact" ? NOTIFICATION_MAIL_RATE.perSite - (await counts()).mails : 0;
      let acknowledged = 0;
      await fc.assert(
        fc.asyncProperty(
          body,
          siteId,
          contentType,
          fc.nat(250),
          async (payload, siteIdOf, type, address) => {
            const before = await counts();
            const response = await t.app.inject({
              method: "POST",
              url: `/api/v1/sites/form/${kind}/${siteIdOf}/`,
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
            const after = await counts();
            const id =
              response.statusCode === 201 ? (response.json() as { id: string | null }).id : null;
            // Stored exactly when acknowledged with an id, under that id; a robot's 201 (id null)
            // and every refusal store nothing; a mail only ever with the message it notifies of.
            const added =
              kind === "contact"
                ? after.messages - before.messages
                : after.reports - before.reports;
            expect(added).toBe(id === null ? 0 : 1);
            expect(after.messages + after.reports - before.messages - before.reports).toBe(added);
            if (id !== null) expect(await rowWithId(kind, id)).toEqual([{ id }]);
            const isMailed = kind === "contact" && added === 1 && mailsLeft > 0;
            expect(after.mails - before.mails).toBe(isMailed ? 1 : 0);
            if (isMailed) mailsLeft--;
            if (id !== null) acknowledged++;
            expect(({} as Record<string, unknown>).admin).toBeUndefined();
          },
        ),
        { numRuns: CASES },
      );
      // The valid-hash bodies do reach the store.
      expect(acknowledged).toBeGreaterThan(CASES / 20);
    },
    300_000,
  );
});
