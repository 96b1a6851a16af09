import { ERRORS } from "@ilha/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, submissions } from "../db/schema.ts";
import { type TestDatabase, testDatabases } from "../db/test-databases.ts";
import { setSiteEmail } from "../mail/address-test-support.ts";
import { FORM_RATE, NOTIFICATION_MAIL_RATE } from "../rate-limits/form-rate.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";
import { storeContactMessages } from "./contact-store.ts";
import { type FormSite, readFormSite } from "./form-site.ts";
import { confirmAddress, publishedSite } from "./form-test-support.ts";
import { notificationMail } from "./notification-mail.ts";

let addresses = 0;
/** A visitor address of each call's own, so no test's rate window touches another's. */
const nextAddress = () => `10.9.${Math.floor(++addresses / 250)}.${addresses % 250}`;

async function mailsTo(t: TestApp, recipient: string) {
  return t.database.db.select().from(outbox).where(eq(outbox.recipient, recipient));
}

async function storedFor(t: TestApp, siteId: string) {
  return t.database.db.select().from(submissions).where(eq(submissions.siteId, siteId));
}

function contact(
  t: TestApp,
  site: { id: string; hash: string },
  fields: Record<string, unknown> = {},
  address = nextAddress(),
) {
  return t.app.inject({
    method: "POST",
    url: `/api/v1/sites/form/contact/${site.id}/`,
    payload: { name: "Ana", email: "ana@example.com", siteHash: site.hash, ...fields },
    remoteAddress: address,
  });
}

function report(
  t: TestApp,
  site: { id: string; hash: string },
  fields: Record<string, unknown> = {},
  address = nextAddress(),
) {
  return t.app.inject({
    method: "POST",
    url: `/api/v1/sites/form/compliance/${site.id}/`,
    payload: {
      email: "ana@example.com",
      name: "Ana",
      comment: "Fake",
      siteHash: site.hash,
      ...fields,
    },
    remoteAddress: address,
  });
}

describe.each(testDatabases())("the forms' side of trust on $name", (database: TestDatabase) => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await testApp(database, { isMailConfigured: true, formRateLimit: 1000 });
    owner = await t.account();
  });

  afterAll(async () => {
    await t?.close();
  });

  it("takes form posts only for published sites: others are the unknown site, with nothing stored", async () => {
    const draft = await t.templateSite(owner);
    const answers = [await contact(t, draft), await report(t, draft)];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404]);
    expect(answers.map((answer) => answer.json())).toEqual([
      ERRORS.unknownSite,
      ERRORS.unknownSite,
    ]);
    expect(await storedFor(t, draft.id)).toEqual([]);
    const published = await t.call({
      method: "POST",
      url: `/api/v1/sites/${draft.id}/publish`,
      token: owner,
    });
    expect(published.statusCode).toBe(200);
    expect((await contact(t, draft)).statusCode).toBe(201);
    expect((await report(t, draft)).statusCode).toBe(201);
  });

  it("mails a message only to an address the site's owner confirmed; until then it waits in the inbox", async () => {
    const site = await publishedSite(t, owner);
    const email = `unconfirmed-${site.id}@example.org`;
    await setSiteEmail(t, { siteId: site.id, token: owner, email });
    expect((await contact(t, site, { message: "First" })).statusCode).toBe(201);
    expect(await mailsTo(t, email)).toEqual([]);
    // Another account confirming the same address does not make it this owner's.
    const stranger = await publishedSite(t, await t.account());
    await confirmAddress(t, { siteId: stranger.id, email });
    expect((await contact(t, site, { message: "Second" })).statusCode).toBe(201);
    expect(await mailsTo(t, email)).toEqual([]);
    await confirmAddress(t, { siteId: site.id, email });
    expect((await contact(t, site, { message: "Third" })).statusCode).toBe(201);
    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain("Third");
    expect((await storedFor(t, site.id)).map((row) => row.message).sort()).toEqual([
      "First",
      "Second",
      "Third",
    ]);
  });

  it(`queues at most ${NOTIFICATION_MAIL_RATE.perSite} mails an hour per site, storing every message`, async () => {
    const site = await publishedSite(t, owner);
    const email = `per-site-${site.id}@example.org`;
    await setSiteEmail(t, { siteId: site.id, token: owner, email });
    await confirmAddress(t, { siteId: site.id, email });
    const posts = NOTIFICATION_MAIL_RATE.perSite + 5;
    const answers = await Promise.all(
      Array.from({ length: posts }, (_, index) => contact(t, site, { message: `m${index}` })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(posts);
    expect(await storedFor(t, site.id)).toHaveLength(posts);
    expect(await mailsTo(t, email)).toHaveLength(NOTIFICATION_MAIL_RATE.perSite);
  });

  it(`queues at most ${NOTIFICATION_MAIL_RATE.perRecipient} mails an hour per recipient across sites, and more once the hour has passed`, async () => {
    const email = `per-recipient-${Date.now()}@example.org`;
    const sites: FormSite[] = [];
    for (let index = 0; index < 3; index++) {
      const site = await publishedSite(t, owner);
      await setSiteEmail(t, { siteId: site.id, token: owner, email });
      await confirmAddress(t, { siteId: site.id, email });
      const read = await readFormSite(t.database.db, site.id);
      if (read === null) throw new Error("the published site is not read");
      sites.push(read);
    }
    const now = new Date();
    const store = (site: FormSite, count: number, at: Date) =>
      storeContactMessages({
        db: t.database.db,
        rate: { limit: 1000, windowMs: FORM_RATE.windowMs },
        now: at,
        messages: Array.from({ length: count }, (_, index) => {
          const submission = {
            name: "Ana",
            email: "ana@example.com",
            message: `to ${site.id} #${index}`,
            siteHash: site.hash,
          };
          return {
            site,
            submission,
            idempotencyKey: undefined,
            rateKey: `form:test:${site.id}`,
            mail: notificationMail({ site, submission }),
          };
        }),
      });
    const [first, second, third] = sites as [
      (typeof sites)[0],
      (typeof sites)[0],
      (typeof sites)[0],
    ];
    await store(first, 90, now);
    await store(second, 90, now);
    await store(third, 30, now);
    expect(await mailsTo(t, email)).toHaveLength(NOTIFICATION_MAIL_RATE.perRecipient);
    const stored = await Promise.all(sites.map((site) => storedFor(t, site.id)));
    expect(stored.map((rows) => rows.length)).toEqual([90, 90, 30]);
    await store(third, 1, new Date(now.getTime() + NOTIFICATION_MAIL_RATE.windowMs - 1000));
    expect(await mailsTo(t, email)).toHaveLength(NOTIFICATION_MAIL_RATE.perRecipient);
    await store(third, 1, new Date(now.getTime() + NOTIFICATION_MAIL_RATE.windowMs));
    expect(await mailsTo(t, email)).toHaveLength(NOTIFICATION_MAIL_RATE.perRecipient + 1);
  });

  it("answers a NUL or a lone surrogate with a valid hash as unstorable text (400), storing nothing", async () => {
    const site = await publishedSite(t, owner);
    const answers = [
      await contact(t, site, { message: "a\u0000b" }),
      await contact(t, site, { name: "\ud800" }),
      await report(t, site, { comment: "x\u0000" }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ ...ERRORS.unstorableText });
    }
    expect(answers[0]?.json()).toMatchObject({
      details: [{ path: "message", message: "Remove this character" }],
    });
    expect(await storedFor(t, site.id)).toEqual([]);
  });

  it("answers a missing field as an empty one", async () => {
    const site = await publishedSite(t, owner);
    const noName = await contact(t, site, { name: undefined });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({
      message: "This field cannot be empty",
      details: [{ path: "name", message: "This field cannot be empty" }],
    });
    const noEmail = await contact(t, site, { email: undefined });
    expect(noEmail.json()).toMatchObject({ message: "This field cannot be empty" });
    const emptyReport = await t.app.inject({
      method: "POST",
      url: `/api/v1/sites/form/compliance/${site.id}/`,
      payload: { siteHash: site.hash },
      remoteAddress: nextAddress(),
    });
    expect(emptyReport.statusCode).toBe(400);
    expect(emptyReport.json()).toMatchObject({
      message: "Required field",
      details: [
        { path: "email", message: "Required field" },
        { path: "name", message: "Required field" },
        { path: "comment", message: "Required field" },
      ],
    });
  });
});

describe.each(testDatabases())("the forms with their rate limit on $name", (database) => {
  let t: TestApp;
  let site: { id: string; hash: string };

  beforeAll(async () => {
    t = await testApp(database);
    site = await publishedSite(t, await t.account());
    await confirmAddress(t, { siteId: site.id, email: "reservas@mare-rent.example" });
  });

  afterAll(async () => {
    await t?.close();
  });

  it("counts unstorable text against the rate limit like any bad post", async () => {
    for (const post of [contact, report]) {
      const address = nextAddress();
      for (let index = 0; index < FORM_RATE.limit; index++) {
        expect((await post(t, site, { name: "a\u0000" }, address)).statusCode).toBe(400);
      }
      const limited = await post(t, site, {}, address);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(ERRORS.tooManySubmissions);
    }
  });

  it("queues no mail when this server sends none, even to a confirmed address", async () => {
    expect((await contact(t, site, { message: "No mail here" })).statusCode).toBe(201);
    expect(await t.database.db.select().from(outbox)).toEqual([]);
    expect((await storedFor(t, site.id)).map((row) => row.message)).toContain("No mail here");
  });
});
