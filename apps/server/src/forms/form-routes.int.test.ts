import { ERRORS } from "@ilha/core";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.ts";
import { complianceReports, outbox, submissions } from "../db/schema.ts";
import { testDatabases } from "../db/test-databases.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";
import { FORM_BODY_LIMIT, FORM_RATE } from "./form-routes.ts";
import { confirmAddress, publishedSite, TEMPLATE_EMAIL } from "./form-test-support.ts";

describe.each(testDatabases())("the public form endpoints on $name", (testDatabase) => {
  let t: TestApp;
  let database: Database;
  let app: FastifyInstance;
  let site: { id: string; hash: string };
  let address = 0;

  beforeAll(async () => {
    t = await testApp(testDatabase, { isMailConfigured: true });
    database = t.database;
    app = t.app;
    site = await publishedSite(t, await t.account());
    await confirmAddress(t, { siteId: site.id, email: TEMPLATE_EMAIL });
  });

  afterAll(async () => {
    await t?.close();
  });

  /** Each test posts from an address of its own, so the rate limit of one does not touch another. */
  const post = (
    kind: "contact" | "compliance",
    payload: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: "POST",
      url: `/api/v1/sites/form/${kind}/${site.id}/`,
      payload: payload as object,
      headers,
      remoteAddress: `10.0.0.${address}`,
    });
  const stored = () =>
    database.db.select().from(submissions).where(eq(submissions.siteId, site.id));

  it("stores a contact message and queues its notification to the site's e-mail", async () => {
    address = 1;
    const before = (await stored()).length;
    const response = await post("contact", {
      name: "Ana Sousa",
      email: "ana@example.com",
      message: "Queria um carro do grupo B.",
      siteHash: site.hash,
      isCookieAccepted: true,
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };
    const rows = await stored();
    expect(rows).toHaveLength(before + 1);
    expect(rows.find((row) => row.id === id)).toMatchObject({
      name: "Ana Sousa",
      email: "ana@example.com",
      message: "Queria um carro do grupo B.",
      isCookieAccepted: true,
    });
    const mails = await database.db.select().from(outbox);
    expect(mails.at(-1)).toMatchObject({ recipient: "reservas@mare-rent.example" });
    expect(mails.at(-1)?.body).toContain("Queria um carro do grupo B.");
  });

  it("answers invalid fields with the spec's messages and stores nothing", async () => {
    address = 2;
    const before = (await stored()).length;
    const empty = await post("contact", {
      name: " ",
      email: "ana@example.com",
      siteHash: site.hash,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      message: "This field cannot be empty",
      details: [{ path: "name" }],
    });
    const badEmail = await post("contact", { name: "Ana", email: "ana@", siteHash: site.hash });
    expect(badEmail.json()).toMatchObject({ message: "Please enter a valid email" });
    const extra = await post("contact", {
      name: "Ana",
      email: "ana@example.com",
      siteHash: site.hash,
      admin: true,
    });
    expect(extra.statusCode).toBe(400);
    const report = await post("compliance", {
      email: "",
      name: "",
      comment: "x".repeat(256),
      siteHash: site.hash,
    });
    expect(report.statusCode).toBe(400);
    expect(
      (report.json() as { details: { message: string }[] }).details.map((item) => item.message),
    ).toEqual([
      "Required field",
      "Required field",
      "Your have exceeded the maximum character limit.",
    ]);
    expect(await stored()).toHaveLength(before);
  });

  it("refuses bodies that are not JSON, too large, or for an unknown site or hash", async () => {
    address = 3;
    const text = await app.inject({
      method: "POST",
      url: `/api/v1/sites/form/contact/${site.id}/`,
      headers: { "content-type": "text/plain" },
      payload: "name=Ana",
    });
    expect(text.statusCode).toBe(415);
    const huge = await post("contact", {
      name: "A",
      email: "a@example.com",
      message: "x".repeat(FORM_BODY_LIMIT),
      siteHash: site.hash,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual(ERRORS.bodyTooLarge);
    const unknown = await app.inject({
      method: "POST",
      url: "/api/v1/sites/form/contact/no-such-site/",
      payload: { name: "Ana", email: "ana@example.com", siteHash: site.hash },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(ERRORS.unknownSite);
    const wrongHash = await post("contact", {
      name: "Ana",
      email: "ana@example.com",
      siteHash: "deadbeef00",
    });
    expect(wrongHash.statusCode).toBe(404);
  });

  it("accepts a filled honeypot without storing it", async () => {
    address = 4;
    const before = (await stored()).length;
    const response = await post("contact", {
      name: "Bot",
      email: "bot@example.com",
      siteHash: site.hash,
      website: "http://spam.example",
    });
    expect(response.statusCode).toBe(201);
    expect(await stored()).toHaveLength(before);
  });

  it("accepts a report with a filled honeypot without queueing it, and one with an empty honeypot", async () => {
    address = 40;
    const reports = async () =>
      database.db.select().from(complianceReports).where(eq(complianceReports.siteId, site.id));
    const before = (await reports()).length;
    const report = {
      email: "ana@example.com",
      name: "Ana",
      comment: "Looks fake",
      siteHash: site.hash,
    };
    const robot = await post("compliance", { ...report, website: "http://spam.example" });
    expect(robot.statusCode).toBe(201);
    expect(await reports()).toHaveLength(before);
    const person = await post("compliance", { ...report, website: "" });
    expect(person.statusCode).toBe(201);
    expect(await reports()).toHaveLength(before + 1);
  });

  it("stores a retried submission once per Idempotency-Key", async () => {
    address = 5;
    const before = (await stored()).length;
    const body = { name: "Rui", email: "rui@example.com", siteHash: site.hash };
    const headers = { "idempotency-key": "retry-123" };
    const answers = await Promise.all([
      post("contact", body, headers),
      post("contact", body, headers),
      post("contact", body, headers),
    ]);
    const ids = new Set(answers.map((answer) => (answer.json() as { id: string }).id));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(ids.size).toBe(1);
    const later = await post("contact", body, headers);
    expect(later.statusCode).toBe(201);
    expect((later.json() as { id: string }).id).toBe([...ids][0]);
    expect(await stored()).toHaveLength(before + 1);
  });

  it(`lets exactly ${FORM_RATE.limit} of a concurrent burst from one address through, and stores each of them once`, async () => {
    address = 41;
    const before = (await stored()).length;
    const answers = await Promise.all(
      Array.from({ length: FORM_RATE.limit + 7 }, (_, index) =>
        post("contact", {
          name: `Burst ${index}`,
          email: "burst@example.com",
          siteHash: site.hash,
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(FORM_RATE.limit);
    expect(codes.filter((code) => code === 429)).toHaveLength(7);
    const ids = answers
      .filter((answer) => answer.statusCode === 201)
      .map((answer) => (answer.json() as { id: string }).id);
    expect(new Set(ids).size).toBe(FORM_RATE.limit);
    expect(await stored()).toHaveLength(before + FORM_RATE.limit);
  });

  it(`limits each address to ${FORM_RATE.limit} messages per site in the window, with Retry-After`, async () => {
    address = 6;
    const body = { name: "Eva", email: "eva@example.com", siteHash: site.hash };
    for (let index = 0; index < FORM_RATE.limit; index++) {
      expect((await post("contact", body)).statusCode).toBe(201);
    }
    const limited = await post("contact", body);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(ERRORS.tooManySubmissions);
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(FORM_RATE.windowMs / 1000);
    address = 7;
    expect((await post("contact", body)).statusCode).toBe(201);
  });

  it("queues a compliance report for the operator", async () => {
    address = 8;
    const response = await post("compliance", {
      email: "visitor@example.com",
      name: "Visitor",
      comment: "This site copies another business.",
      siteHash: site.hash,
    });
    expect(response.statusCode).toBe(201);
    const reports = await database.db
      .select()
      .from(complianceReports)
      .where(eq(complianceReports.siteId, site.id));
    expect(reports.map((report) => report.comment)).toContain("This site copies another business.");
  });

  it("queues a retried compliance report once per Idempotency-Key, answering the first one's id", async () => {
    address = 9;
    const report = {
      email: "again@example.com",
      name: "Visitor",
      comment: "Sent twice over a bad connection.",
      siteHash: site.hash,
    };
    const headers = { "idempotency-key": "report-retry-1" };
    const first = await post("compliance", report, headers);
    const retried = await post("compliance", report, headers);
    expect([first.statusCode, retried.statusCode]).toEqual([201, 201]);
    expect((retried.json() as { id: string }).id).toBe((first.json() as { id: string }).id);
    const queued = await database.db
      .select()
      .from(complianceReports)
      .where(eq(complianceReports.comment, report.comment));
    expect(queued.map((row) => row.id)).toEqual([(first.json() as { id: string }).id]);
  });

  it("answers CORS for a site's host and exported origins only", async () => {
    const preflight = await app.inject({
      method: "OPTIONS",
      url: `/api/v1/sites/form/contact/${site.id}/`,
      headers: {
        origin: "http://mare-rent.localhost:3000",
        "access-control-request-method": "POST",
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe(
      "http://mare-rent.localhost:3000",
    );
    expect(preflight.headers["access-control-allow-credentials"]).toBe("true");
    const stranger = await app.inject({
      method: "OPTIONS",
      url: `/api/v1/sites/form/contact/${site.id}/`,
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(stranger.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
