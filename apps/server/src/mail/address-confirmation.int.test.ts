import { ERRORS } from "@ilha/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmedEmails, emailConfirmations, outbox } from "../db/schema.ts";
import { testDatabases } from "../db/test-databases.ts";
import { signedUpToken } from "../test-support/signed-up.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";
import { askConfirmation, mailedToken, ownerOf, setSiteEmail } from "./address-test-support.ts";
import { CONFIRM_SCRIPT } from "./confirm-page.ts";
import { CONFIRMATION_TTL_MS } from "./confirmation-mail.ts";

const ORIGIN = "https://ilha.example";
const SITE_EMAIL = "reservas@mare-rent.example";

describe.each(testDatabases())("notification address confirmation on $name", (database) => {
  let t: TestApp;
  let owner: string;
  let collaborator: string;
  let outsider: string;
  let site: { id: string };

  const status = (siteId: string, token: string, isShared = false) =>
    t.call({ method: "GET", url: `/api/v1/sites/${siteId}/notification-email`, token, isShared });
  const ask = (siteId: string, token: string, isShared = false) =>
    askConfirmation(t, { siteId, token, isShared });
  const confirm = (token: string) =>
    t.call({ method: "POST", url: "/api/v1/email-confirmations", payload: { token } });

  beforeAll(async () => {
    t = await testApp(database, { isMailConfigured: true, publicOrigin: ORIGIN });
    owner = await t.account();
    outsider = await t.account();
    site = await t.templateSite(owner);
    collaborator = await t.collaborator(owner, site.id);
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
    const byCollaborator = await ask(site.id, collaborator, true);
    expect(byCollaborator.statusCode).toBe(403);
    expect(byCollaborator.json()).toEqual(ERRORS.ownerOnly);
    const byOutsider = await ask(site.id, outsider);
    expect(byOutsider.statusCode).toBe(404);
    expect(await t.database.db.select().from(emailConfirmations)).toEqual([]);
  });

  it("mails a link whose token travels in the fragment and is kept only as its SHA-256", async () => {
    const asked = await ask(site.id, owner);
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
    const { id: ownerId } = await ownerOf(t, site.id);
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
    const asked = await ask(site.id, owner);
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
    expect((await ask(lateSite.id, late)).statusCode).toBe(202);
    const token = await mailedToken(t, SITE_EMAIL);
    expect((await confirm(token.slice(0, 30))).json()).toEqual(ERRORS.confirmationNotFound);
    const lateOwner = await ownerOf(t, lateSite.id);
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
      "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
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
    expect(page.body).toContain('<link rel="stylesheet" href="/confirm-email.css">');
    const style = await t.call({ method: "GET", url: "/confirm-email.css" });
    expect(style.statusCode).toBe(200);
    expect(style.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(style.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("does not take signing up with an address as confirming it", async () => {
    const email = `signed-up-${Date.now()}@example.com`;
    const token = await signedUpToken({ inject: t.call, email, password: "a long password" });
    const own = await t.templateSite(token);
    await setSiteEmail(t, { siteId: own.id, token, email });
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
    const asked = await ask(id, owner);
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual(ERRORS.noNotificationEmail);
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
