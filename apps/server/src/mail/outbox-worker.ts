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
  /** `id` is the outbox row's: the same on every attempt at one mail. */
  send: (mail: {
    id: string;
    to: string;
    replyTo?: string;
    subject: string;
    text: string;
  }) => Promise<void>;
};

/**
 * How long the SMTP client waits to connect, for the greeting, and for each answer: past them a
 * stalled mail server fails the mail, which is retried with backoff, and the round moves on.
 */
export const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 30_000 } as const;

/**
 * The `Message-ID` of an outbox mail: made from its row's id and the sender's domain, so every
 * attempt at one mail carries the same one and a receiving server can tell a repeat.
 */
export function outboxMessageId({ id, from }: { id: string; from: string }): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? "ilha.local";
  return `<outbox.${id.replace(/[^A-Za-z0-9.-]/g, "")}@${domain}>`;
}

/** A mailer on an SMTP URL (`smtp://user:pass@host:port`). */
export function smtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUTS_MS.connection,
    greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
    socketTimeout: SMTP_TIMEOUTS_MS.socket,
  });
  return {
    send: async ({ id, ...mail }) => {
      await transport.sendMail({ from, ...mail, messageId: outboxMessageId({ id, from }) });
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
  shouldStop = () => false,
}: {
  db: Db;
  mailer: Mailer;
  now?: Date;
  /** Asked before each mail is claimed: when it says yes, the round ends there. */
  shouldStop?: () => boolean;
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
    if (shouldStop()) break;
    const attempts = mail.attempts + 1;
    const claimed = await db
      .update(outbox)
      .set({ attempts, nextAttemptAt: new Date(now.getTime() + OUTBOX_CLAIM_MS) })
      .where(and(eq(outbox.id, mail.id), isNull(outbox.sentAt), eq(outbox.attempts, mail.attempts)))
      .returning({ id: outbox.id });
    if (claimed.length === 0) continue;
    try {
      await mailer.send({
        id: mail.id,
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

/**
 * How long a stopping worker waits for the mail in flight: well within a server's shutdown
 * deadline, and longer than a mail server that answers at all takes to accept one mail.
 */
export const OUTBOX_STOP_DEADLINE_MS = 5000;

export type OutboxWorker = {
  /**
   * Starts no more rounds, and resolves once the round in flight has finished with the mail it
   * was sending (marked sent, or scheduled for retry); the rest of that round's mails are left
   * for the next start. A mail server stalled past `deadlineMs` is left behind: its mail stays
   * claimed and is tried again after `OUTBOX_CLAIM_MS`, with the same `Message-ID`.
   */
  stop: (options?: { deadlineMs?: number }) => Promise<void>;
};

/** Delivers the outbox every `intervalMs` until stopped; one round at a time. */
export function startOutboxWorker({
  db,
  mailer,
  intervalMs = 2000,
  clock = () => new Date(),
}: {
  db: Db;
  mailer: Mailer;
  intervalMs?: number;
  clock?: () => Date;
}): OutboxWorker {
  let isStopping = false;
  let round: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (round !== undefined || isStopping) return;
    round = deliverDue({ db, mailer, now: clock(), shouldStop: () => isStopping })
      .catch(() => undefined)
      .finally(() => {
        round = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    stop: async ({ deadlineMs = OUTBOX_STOP_DEADLINE_MS } = {}) => {
      isStopping = true;
      clearInterval(timer);
      if (round === undefined) return;
      let deadline: NodeJS.Timeout | undefined;
      await Promise.race([
        round,
        new Promise((done) => {
          deadline = setTimeout(done, deadlineMs);
        }),
      ]);
      clearTimeout(deadline);
    },
  };
}
