import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../db/test-databases.ts";
import { mailBody, smtpSink } from "../test-support/smtp-sink.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";
import { setSiteEmail } from "./address-test-support.ts";
import { deliverDue, smtpMailer } from "./outbox-worker.ts";

const ORIGIN = "https://ilha.example";
const VICTIM = "someone-else@example.org";

/**
 * The contact form is not a mail relay: an account names someone else's address as its site's
 * notification address, and nothing reaches that address but one confirmation mail, until the
 * link in it is followed.
 */
describe.each(testDatabases())("the contact form as a mail relay on $name", (database) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpSink>>;
  let owner: string;
  let site: { id: string; hash: string };

  /** One round of the outbox, a second ahead: a row stored this millisecond is due. */
  const deliver = () =>
    deliverDue({
      db: t.database.db,
      mailer: smtpMailer({ url: smtp.url, from: "Ilha <no-reply@ilha.local>" }),
      now: new Date(Date.now() + 1000),
    });
  const contact = (message: string) =>
    t.call({
      method: "POST",
      url: `/api/v1/sites/form/contact/${site.id}/`,
      payload: { siteHash: site.hash, name: "Ana Sousa", email: "ana@example.com", message },
    });
  const inbox = async () =>
    (
      (
        await t.call({ method: "GET", url: `/api/v1/sites/${site.id}/submissions`, token: owner })
      ).json() as { message: string }[]
    ).map((item) => item.message);
  const notificationStatus = async () =>
    (
      (
        await t.call({
          method: "GET",
          url: `/api/v1/sites/${site.id}/notification-email`,
          token: owner,
        })
      ).json() as { status: string }
    ).status;

  beforeAll(async () => {
    t = await testApp(database, { isMailConfigured: true, publicOrigin: ORIGIN });
    smtp = await smtpSink();
    owner = await t.account();
    site = await t.templateSite(owner);
    await setSiteEmail(t, { siteId: site.id, token: owner, email: VICTIM });
    const published = await t.call({
      method: "POST",
      url: `/api/v1/sites/${site.id}/publish`,
      token: owner,
    });
    expect(published.statusCode).toBe(200);
  });

  afterAll(async () => {
    await smtp?.close();
    await t?.close();
  });

  it("keeps a visitor's message in the inbox and mails nothing to an unconfirmed address", async () => {
    expect((await contact("Buy cheap watches at spam.example")).statusCode).toBe(201);
    expect(await inbox()).toEqual(["Buy cheap watches at spam.example"]);
    expect(await notificationStatus()).toBe("unconfirmed");
    expect(await deliver()).toEqual({ sent: 0, tried: 0 });
    expect(smtp.received).toEqual([]);
  });

  it("mails the notification once the address's owner has followed the confirmation link", async () => {
    const asked = await t.call({
      method: "POST",
      url: `/api/v1/sites/${site.id}/notification-email/confirmation`,
      token: owner,
    });
    expect(asked.statusCode).toBe(202);
    expect(await deliver()).toEqual({ sent: 1, tried: 1 });
    const [confirmation] = smtp.received;
    expect(confirmation?.to).toEqual([VICTIM]);
    const text = mailBody(confirmation);
    expect(text).not.toContain("spam.example");
    const token = new RegExp(
      `^${ORIGIN.replace(/\./g, "\\.")}/confirm-email#([A-Za-z0-9_-]{43})$`,
      "m",
    ).exec(text)?.[1];
    expect(token).toBeDefined();

    const page = await t.call({ method: "GET", url: "/confirm-email" });
    expect(page.statusCode).toBe(200);
    const confirmed = await t.call({
      method: "POST",
      url: "/api/v1/email-confirmations",
      payload: { token },
    });
    expect(confirmed.json()).toEqual({ email: VICTIM });
    expect(await notificationStatus()).toBe("confirmed");

    expect((await contact("Um carro para sábado?")).statusCode).toBe(201);
    expect(await deliver()).toEqual({ sent: 1, tried: 1 });
    expect(smtp.received).toHaveLength(2);
    const notification = smtp.received[1];
    expect(notification?.to).toEqual([VICTIM]);
    expect(mailBody(notification)).toContain("Um carro para sábado?");
    expect(mailBody(notification)).not.toContain("spam.example");
  });
});
