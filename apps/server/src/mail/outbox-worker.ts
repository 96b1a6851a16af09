import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Db } from "../db/database.ts";
import { outbox } from "../db/schema.ts";

/** Retries back off from 30 s, doubling, up to an hour apart; after 10 attempts a mail is left. */
export const OUTBOX_RETRY = {
  firstDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  maxAttempts: 10,
} as const;

export function retryDelayMs(attempts: number): number {
  return Math.min(
    OUTBOX_RETRY.maxDelayMs,
    OUTBOX_RETRY.firstDelayMs * 2 ** Math.max(0, attempts - 1),
  );
}

/** One line, as a header must be: CR, LF and other control characters become spaces. */
export function headerText(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}

export type Mailer = {
  send: (mail: { to: string; replyTo?: string; subject: string; text: string }) => Promise<void>;
};

/** A mailer on an SMTP URL (`smtp://user:pass@host:port`). */
export function smtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/** How long a server holds a mail it is sending before another may try it (a crash mid-send). */
export const OUTBOX_CLAIM_MS = 5 * 60 * 1000;

/**
 * Sends what is due in the outbox, oldest first. Each mail is first claimed (its attempt counted
 * and the next attempt put off by `OUTBOX_CLAIM_MS`) with an update that only one server can win,
 * so servers sharing a database never send a mail twice. A success marks the row sent, a failure
 * schedules the next attempt. Never called in a request's path.
 */
export async function deliverDue({
  db,
  mailer,
  now = new Date(),
}: {
  db: Db;
  mailer: Mailer;
  now?: Date;
}) {
  const due = await db
    .select()
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        lte(outbox.nextAttemptAt, now),
        sql`${outbox.attempts} < ${OUTBOX_RETRY.maxAttempts}`,
      ),
    )
    .orderBy(asc(outbox.createdAt))
    .limit(20);
  let sent = 0;
  for (const mail of due) {
    const attempts = mail.attempts + 1;
    const claimed = await db
      .update(outbox)
      .set({ attempts, nextAttemptAt: new Date(now.getTime() + OUTBOX_CLAIM_MS) })
      .where(and(eq(outbox.id, mail.id), isNull(outbox.sentAt), eq(outbox.attempts, mail.attempts)))
      .returning({ id: outbox.id });
    if (claimed.length === 0) continue;
    try {
      await mailer.send({
        to: mail.recipient,
        ...(mail.replyTo === null ? {} : { replyTo: mail.replyTo }),
        subject: headerText(mail.subject),
        text: mail.body,
      });
      await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, mail.id));
      sent++;
    } catch (error) {
      await db
        .update(outbox)
        .set({
          lastError: String((error as Error).message).slice(0, 500),
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
        })
        .where(eq(outbox.id, mail.id));
    }
  }
  return { sent, tried: due.length };
}

/** Delivers the outbox every `intervalMs` until stopped; one round at a time. */
export function startOutboxWorker({
  db,
  mailer,
  intervalMs = 2000,
}: {
  db: Db;
  mailer: Mailer;
  intervalMs?: number;
}) {
  let isRunning = false;
  const timer = setInterval(() => {
    if (isRunning) return;
    isRunning = true;
    deliverDue({ db, mailer })
      .catch(() => undefined)
      .finally(() => {
        isRunning = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
