import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmedEmails, outbox, sites } from "../db/schema.ts";
import { testDatabases } from "../db/test-databases.ts";
import { mailHeader, smtpSink } from "../test-support/smtp-sink.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";
import { deliverDue, outboxMessageId, retryDelayMs, smtpMailer } from "./outbox-worker.ts";

const FROM = "Ilha <no-reply@ilha.local>";

describe.each(testDatabases())("notification e-mails on $name", (database) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpSink>>;
  let site: { id: string; hash: string };

  beforeAll(async () => {
    t = await testApp(database, { isMailConfigured: true });
    smtp = await smtpSink();
    const owner = await t.account();
    site = await t.templateSite(owner);
    await t.call({ method: "POST", url: `/api/v1/sites/${site.id}/publish`, token: owner });
    const [row] = await t.database.db.select().from(sites).where(eq(sites.id, site.id));
    await t.database.db
      .insert(confirmedEmails)
      .values({ userId: row?.ownerId ?? "", email: "reservas@mare-rent.example" });
  });

  afterAll(async () => {
    await smtp?.close();
    await t?.close();
  });

  const contact = (payload: object) =>
    t.call({
      method: "POST",
      url: `/api/v1/sites/form/contact/${site.id}/`,
      payload: { siteHash: site.hash, ...payload },
    });

  it("sends one e-mail per message to the site's address, replying to the visitor", async () => {
    await contact({
      name: "Ana Sousa",
      email: "ana@example.com",
      message: "Um carro para sábado?",
    });
    const mailer = smtpMailer({ url: smtp.url, from: FROM });
    expect(await deliverDue({ db: t.database.db, mailer })).toEqual({ sent: 1, tried: 1 });
    expect(await deliverDue({ db: t.database.db, mailer })).toEqual({ sent: 0, tried: 0 });
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(["reservas@mare-rent.example"]);
    expect(mail?.data).toMatch(/^Reply-To: ana@example\.com\r?$/m);
    expect(mail?.data).toContain("Um carro para s");
  });

  it("lets no CR or LF in a field add a header or a recipient", async () => {
    smtp.received.length = 0;
    await contact({
      name: "Eve\r\nBcc: victim@example.com",
      email: "eve@example.com",
      message: "hello\r\nBcc: other@example.com",
    });
    await deliverDue({
      db: t.database.db,
      mailer: smtpMailer({ url: smtp.url, from: "no-reply@ilha.local" }),
    });
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(["reservas@mare-rent.example"]);
    const headers = mail?.data.split(/\r?\n\r?\n/)[0] ?? "";
    expect(headers).not.toMatch(/^Bcc:/im);
  });

  it("keeps a mail the SMTP server refused, and retries it later with backoff", async () => {
    await contact({ name: "Rui", email: "rui@example.com" });
    const failing = { send: async () => Promise.reject(new Error("421 try later")) };
    const now = new Date();
    expect(await deliverDue({ db: t.database.db, mailer: failing, now })).toEqual({
      sent: 0,
      tried: 1,
    });
    const [row] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.replyTo, "rui@example.com"));
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toBe("421 try later");
    expect(row?.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(1));
    const mailer = smtpMailer({ url: smtp.url, from: "no-reply@ilha.local" });
    expect((await deliverDue({ db: t.database.db, mailer, now })).tried).toBe(0);
    const later = new Date(now.getTime() + retryDelayMs(1) + 1);
    expect(await deliverDue({ db: t.database.db, mailer, now: later })).toEqual({
      sent: 1,
      tried: 1,
    });
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
  });

  it("sends a mail once when several servers deliver the outbox at the same time", async () => {
    await contact({ name: "Marta", email: "marta@example.com" });
    const before = smtp.received.length;
    const mailer = smtpMailer({ url: smtp.url, from: "no-reply@ilha.local" });
    const rounds = await Promise.all(
      Array.from({ length: 4 }, () => deliverDue({ db: t.database.db, mailer })),
    );
    expect(rounds.reduce((total, round) => total + round.sent, 0)).toBe(1);
    expect(smtp.received.length).toBe(before + 1);
  });

  it("gives every copy of one mail the Message-ID of its outbox row, so a repeat can be told", async () => {
    const id = randomUUID();
    await t.database.db.insert(outbox).values({
      id,
      recipient: "reservas@mare-rent.example",
      subject: "Repeat",
      body: "Sent, then the server died before marking it.",
      nextAttemptAt: new Date(Date.now() - 1000),
    });
    const mailer = smtpMailer({ url: smtp.url, from: FROM });
    const before = smtp.received.length;
    await deliverDue({ db: t.database.db, mailer });
    // A crash between the SMTP server's acceptance and the row's marking: it is sent again.
    await t.database.db
      .update(outbox)
      .set({ sentAt: null, nextAttemptAt: new Date() })
      .where(eq(outbox.id, id));
    await deliverDue({ db: t.database.db, mailer });
    const copies = smtp.received.slice(before);
    expect(copies).toHaveLength(2);
    expect(outboxMessageId({ id, from: FROM })).toBe(`<outbox.${id}@ilha.local>`);
    expect(copies.map((mail) => mailHeader(mail, "Message-ID"))).toEqual([
      `<outbox.${id}@ilha.local>`,
      `<outbox.${id}@ilha.local>`,
    ]);
  });
});
