import { ERRORS } from "@ilha/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../auth/accounts.ts";
import { outbox } from "../db/schema.ts";
import { testDatabases } from "../db/test-databases.ts";
import { LONGEST_RATE_WINDOW_MS, purgeRateWindows } from "../rate-limits/rate-window.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";
import { requestConfirmation } from "./address-confirmation.ts";
import { askConfirmation, setSiteEmail, userOf } from "./address-test-support.ts";
import { CONFIRMATION_MAIL_RATE } from "./confirmation-rate.ts";

const ORIGIN = "https://ilha.example";
const DAY_SECONDS = CONFIRMATION_MAIL_RATE.windowMs / 1000;

/** Confirmation mails cannot be the relay instead: they are limited per address and per account. */
describe.each(testDatabases())("confirmation mail limits on $name", (database) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await testApp(database, { isMailConfigured: true, publicOrigin: ORIGIN });
  });

  afterAll(async () => {
    await t?.close();
  });

  it("mails one address at most 3 times a day, whichever accounts ask", async () => {
    const email = `victim-${Date.now()}@example.com`;
    const start = new Date("2020-01-01T10:00:00Z");
    const at = (hours: number) => new Date(start.getTime() + hours * 3_600_000);
    const ask = async (user: User, now: Date) =>
      requestConfirmation({
        db: t.database.db,
        user,
        site: { ownerId: user.id, document: { settings: { email } } },
        publicOrigin: ORIGIN,
        isMailConfigured: true,
        now,
      });
    const accounts = await Promise.all([1, 2, 3, 4].map(async () => userOf(t, await t.account())));
    for (const [index, user] of accounts.slice(0, 3).entries()) {
      expect(await ask(user, at(index))).toMatchObject({ isQueued: true });
    }
    const fourth = accounts[3] as User;
    expect(await ask(fourth, at(5))).toEqual({ retryAfterSeconds: DAY_SECONDS - 5 * 3600 });
    const mailed = await t.database.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(mailed).toHaveLength(CONFIRMATION_MAIL_RATE.perAddress);
    expect(await ask(fourth, at(24))).toMatchObject({ isQueued: true });
  });

  it("answers an owner who keeps asking for someone else's address with 429 and Retry-After", async () => {
    const attacker = await t.account();
    const attackerSite = await t.templateSite(attacker);
    await setSiteEmail(t, {
      siteId: attackerSite.id,
      token: attacker,
      email: `other-${Date.now()}@example.com`,
    });
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      answers.push(await askConfirmation(t, { siteId: attackerSite.id, token: attacker }));
    }
    expect(answers.map((response) => response.statusCode)).toEqual([202, 202, 202, 429, 429]);
    const refused = answers[4];
    expect(refused?.json()).toEqual(ERRORS.tooManyConfirmationMails);
    const retryAfter = Number(refused?.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(DAY_SECONDS - 60);
    expect(retryAfter).toBeLessThanOrEqual(DAY_SECONDS);
  });

  it("lets one account ask for 10 confirmation mails a day, to any addresses", async () => {
    const user = await userOf(t, await t.account());
    const now = new Date("2020-01-01T12:00:00Z");
    const outcomes = [];
    for (let index = 0; index < 11; index++) {
      outcomes.push(
        await requestConfirmation({
          db: t.database.db,
          user,
          site: {
            ownerId: user.id,
            document: { settings: { email: `list-${index}-${Date.now()}@example.com` } },
          },
          publicOrigin: ORIGIN,
          isMailConfigured: true,
          now,
        }),
      );
    }
    expect(outcomes.filter((outcome) => "isQueued" in outcome)).toHaveLength(
      CONFIRMATION_MAIL_RATE.perAccount,
    );
    expect(outcomes[10]).toEqual({ retryAfterSeconds: DAY_SECONDS });
  });

  it("keeps an address's limit when the server purges ended rate windows", async () => {
    expect(CONFIRMATION_MAIL_RATE.windowMs).toBeLessThanOrEqual(LONGEST_RATE_WINDOW_MS);
    const email = `purged-${Date.now()}@example.com`;
    const start = new Date("2020-02-01T10:00:00Z");
    const user = await userOf(t, await t.account());
    const ask = (now: Date) =>
      requestConfirmation({
        db: t.database.db,
        user,
        site: { ownerId: user.id, document: { settings: { email } } },
        publicOrigin: ORIGIN,
        isMailConfigured: true,
        now,
      });
    for (let index = 0; index < CONFIRMATION_MAIL_RATE.perAddress; index++) await ask(start);
    const later = new Date(start.getTime() + 23 * 3_600_000);
    await purgeRateWindows({ db: t.database.db, now: later });
    expect(await ask(later)).toEqual({ retryAfterSeconds: 3600 });
  });
});
