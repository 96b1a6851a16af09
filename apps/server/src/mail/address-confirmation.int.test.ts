import { ERRORS } from "@ilha/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../auth/accounts.ts";
import { hashToken } from "../auth/tokens.ts";
import {
  confirmedEmails,
  emailConfirmations,
  outbox,
  sessions,
  sites,
  users,
} from "../db/schema.ts";
import { testDatabases } from "../db/test-databases.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";
import { requestConfirmation } from "./address-confirmation.ts";
import { CONFIRM_SCRIPT } from "./confirm-page.ts";
import { CONFIRMATION_TTL_MS } from "./confirmation-mail.ts";
import { CONFIRMATION_MAIL_RATE } from "./confirmation-rate.ts";

const ORIGIN = "https://ilha.example";
const SITE_EMAIL = "reservas@mare-rent.example";
const DAY_SECONDS = CONFIRMATION_MAIL_RATE.windowMs / 1000;

/** The token of the newest confirmation mail to `email`, read from its link. */
async function mailedToken(t: TestApp, email: string): Promise<string> {
  const rows = await t.database.db.select().from(outbox).where(eq(outbox.recipient, email));
  const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  const match = /\/confirm-email#([A-Za-z0-9_-]+)$/m.exec(newest?.body ?? "");
  if (match?.[1] === undefined) throw new Error(`no confirmation link mailed to ${email}`);
  return match[1];
}

describe.each(testDatabases())("notification address confirmation on $name", (database) => {
  let t: TestApp;
  let owner: string;
  let collaborator: string;
  let outsider: string;
  let site: { id: string };

  /** A site's owner, as the operations take them. */
  const ownerOf = async (siteId: string): Promise<User> => {
    const [row] = await t.database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .innerJoin(sites, eq(sites.ownerId, users.id))
      .where(eq(sites.id, siteId));
    if (row === undefined) throw new Error("no owner");
    return row;
  };
  /** The user a bearer token signs in. */
  const userOf = async (token: string): Promise<User> => {
    const [row] = await t.database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .innerJoin(sessions, eq(sessions.userId, users.id))
      .where(eq(sessions.tokenHash, hashToken(token)));
    if (row === undefined) throw new Error("no user");
    return row;
  };
  /** The owner saves another notification address, as any owner may. */
  const setSiteEmail = async (siteId: string, token: string, email: string) => {
    const document = await t.call({ method: "GET", url: `/api/v1/sites/${siteId}`, token });
    const body = document.json() as { settings: Record<string, unknown> };
    const saved = await t.call({
      method: "PUT",
      url: `/api/v1/sites/${siteId}`,
      token,
      headers: { "if-match": document.headers.etag as string },
      payload: { ...body, settings: { ...body.settings, email } },
    });
    expect(saved.statusCode).toBe(200);
  };
  const status = (siteId: string, token: string, isShared = false) =>
    t.call({ method: "GET", url: `/api/v1/sites/${siteId}/notification-email`, token, isShared });
  const askConfirmation = (siteId: string, token: string, isShared = false) =>
    t.call({
      method: "POST",
      url: `/api/v1/sites/${siteId}/notification-email/confirmation`,
      token,
      isShared,
    });
  const confirm = (token: string) =>
    t.call({ method: "POST", url: "/api/v1/email-confirmations", payload: { token } });

  beforeAll(async () => {
    t = await testApp(database, { isMailConfigured: true, publicOrigin: ORIGIN });
    owner = await t.account();
    collaborator = await t.account();
    outsider = await t.account();
    site = await t.templateSite(owner);
    const invite = await t.call({
      method: "POST",
      url: `/api/v1/sites/${site.id}/invites`,
      token: owner,
    });
    await t.call({
      method: "POST",
      url: (invite.json() as { path: string }).path,
      token: collaborator,
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  it("tells owner and collaborator that the site's address is not confirmed, and hides it from others", async () => {
    const unconfirmed = {
      email: SITE_EMAIL,
      isConfirmed: false,
      isMailConfigured: true,
      status: "unconfirmed",
    };
    expect((await status(site.id, owner)).json()).toEqual(unconfirmed);
    expect((await status(site.id, collaborator, true)).json()).toEqual(unconfirmed);
    const stranger = await status(site.id, outsider);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(ERRORS.notFound);
  });

  it("lets only the owner ask for a confirmation link", async () => {
    const byCollaborator = await askConfirmation(site.id, collaborator, true);
    expect(byCollaborator.statusCode).toBe(403);
    expect(byCollaborator.json()).toEqual(ERRORS.ownerOnly);
    const byOutsider = await askConfirmation(site.id, outsider);
    expect(byOutsider.statusCode).toBe(404);
    expect(await t.database.db.select().from(emailConfirmations)).toEqual([]);
  });

  it("mails a link whose token travels in the fragment and is kept only as its SHA-256", async () => {
    const asked = await askConfirmation(site.id, owner);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({ email: SITE_EMAIL, status: "unconfirmed" });
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, SITE_EMAIL));
    expect(mail?.subject).toBe("Confirm the address for your website's messages");
    expect(mail?.body).toMatch(
      new RegExp(`^${ORIGIN.replace(/\./g, "\\.")}/confirm-email#[A-Za-z0-9_-]{43}$`, "m"),
    );
    expect(mail?.body).not.toContain("Maré Rent");
    const token = await mailedToken(t, SITE_EMAIL);
    const [stored] = await t.database.db.select().from(emailConfirmations);
    expect(stored?.email).toBe(SITE_EMAIL);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("confirms the address once for the account that asked, and refuses the link again", async () => {
    const token = await mailedToken(t, SITE_EMAIL);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: SITE_EMAIL });
    const { id: ownerId } = await ownerOf(site.id);
    expect(
      (await t.database.db.select().from(confirmedEmails)).map(({ userId, email }) => ({
        userId,
        email,
      })),
    ).toEqual([{ userId: ownerId, email: SITE_EMAIL }]);
    expect((await status(site.id, owner)).json()).toEqual({
      email: SITE_EMAIL,
      isConfirmed: true,
      isMailConfigured: true,
      status: "confirmed",
    });
    const again = await confirm(token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual(ERRORS.confirmationUsed);
    const asked = await askConfirmation(site.id, owner);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ status: "confirmed" });
  });

  it("refuses a link that is unknown, cut short or past 48 hours", async () => {
    const unknown = await confirm("A".repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(ERRORS.confirmationNotFound);
    expect((await confirm("")).json()).toEqual(ERRORS.confirmationNotFound);

    const late = await t.account();
    const lateSite = await t.templateSite(late);
    expect((await askConfirmation(lateSite.id, late)).statusCode).toBe(202);
    const token = await mailedToken(t, SITE_EMAIL);
    expect((await confirm(token.slice(0, 30))).json()).toEqual(ERRORS.confirmationNotFound);
    const lateOwner = await ownerOf(lateSite.id);
    await t.database.db
      .update(emailConfirmations)
      .set({ createdAt: new Date(Date.now() - CONFIRMATION_TTL_MS - 1000) })
      .where(eq(emailConfirmations.userId, lateOwner.id));
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual(ERRORS.confirmationExpired);
    expect((await status(lateSite.id, late)).json()).toMatchObject({ status: "unconfirmed" });
  });

  it("serves the link's page with one same-origin script under a policy that allows no inline script", async () => {
    const page = await t.call({ method: "GET", url: "/confirm-email" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["content-security-policy"]).toBe(
      "default-src 'none'; script-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain("<h1>Confirm your e-mail address</h1>");
    expect(page.body).toMatch(/<p id="status" role="status" aria-live="polite">/);
    expect(page.body.match(/<script[^>]*>/g)).toEqual(['<script src="/confirm-email.js" defer>']);
    expect(page.body).toMatch(/<script src="\/confirm-email\.js" defer><\/script>/);
    const script = await t.call({ method: "GET", url: "/confirm-email.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(script.headers["x-content-type-options"]).toBe("nosniff");
    expect(script.body).toBe(CONFIRM_SCRIPT);
  });

  it("does not take signing up with an address as confirming it", async () => {
    const email = `signed-up-${Date.now()}@example.com`;
    const signup = await t.call({
      method: "POST",
      url: "/api/v1/auth/signup",
      payload: { email, password: "a long password" },
    });
    const token = (signup.json() as { token: string }).token;
    const own = await t.templateSite(token);
    await setSiteEmail(own.id, token, email);
    expect((await status(own.id, token)).json()).toEqual({
      email,
      isConfirmed: false,
      isMailConfigured: true,
      status: "unconfirmed",
    });
  });

  it("asks for an address first when the site names none", async () => {
    const blank = await t.call({
      method: "POST",
      url: "/api/v1/sites",
      token: owner,
      payload: { name: "Sem e-mail" },
    });
    const { id } = blank.json() as { id: string };
    expect((await status(id, owner)).json()).toEqual({
      email: "",
      isConfirmed: false,
      isMailConfigured: true,
      status: "no_address",
    });
    const asked = await askConfirmation(id, owner);
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual(ERRORS.noNotificationEmail);
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
    const accounts = await Promise.all([1, 2, 3, 4].map(async () => userOf(await t.account())));
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
    await setSiteEmail(attackerSite.id, attacker, `other-${Date.now()}@example.com`);
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      answers.push(await askConfirmation(attackerSite.id, attacker));
    }
    expect(answers.map((response) => response.statusCode)).toEqual([202, 202, 202, 429, 429]);
    const refused = answers[4];
    expect(refused?.json()).toEqual(ERRORS.tooManyConfirmationMails);
    const retryAfter = Number(refused?.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(DAY_SECONDS - 60);
    expect(retryAfter).toBeLessThanOrEqual(DAY_SECONDS);
  });

  it("lets one account ask for 10 confirmation mails a day, to any addresses", async () => {
    const user = await userOf(await t.account());
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
});

describe.each(testDatabases())("notification address without mail on $name", (database) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await testApp(database);
  });

  afterAll(async () => {
    await t?.close();
  });

  it("says mail is off and writes nothing when the owner asks for a link", async () => {
    const owner = await t.account();
    const site = await t.templateSite(owner);
    const status = await t.call({
      method: "GET",
      url: `/api/v1/sites/${site.id}/notification-email`,
      token: owner,
    });
    expect(status.json()).toEqual({
      email: SITE_EMAIL,
      isConfirmed: false,
      isMailConfigured: false,
      status: "mail_off",
    });
    const asked = await t.call({
      method: "POST",
      url: `/api/v1/sites/${site.id}/notification-email/confirmation`,
      token: owner,
    });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual(ERRORS.mailNotConfigured);
    expect(await t.database.db.select().from(emailConfirmations)).toEqual([]);
    expect(await t.database.db.select().from(outbox)).toEqual([]);
  });
});
