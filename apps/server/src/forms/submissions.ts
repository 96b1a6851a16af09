import { randomUUID } from "node:crypto";
import {
  type ComplianceReport,
  type ContactSubmission,
  complianceReport,
  contactSubmission,
  ERRORS,
  IlhaError,
} from "@ilha/core";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../db/database.ts";
import { hitRateWindows } from "./rate-window.ts";
import { complianceReports, outbox, sites, submissions } from "../db/schema.ts";

type SiteForForms = { id: string; slug: string; hash: string; name: string; email: string };

/**
 * The site a form posts to, by its id, or null; its hash must match what the page sent. Only the
 * fields a form needs leave the database, not the whole document.
 */
export async function formSite(db: Db, siteId: string): Promise<SiteForForms | null> {
  const [row] = await db
    .select({
      id: sites.id,
      slug: sites.slug,
      hash: sql<string>`${sites.document}->>'hash'`,
      name: sql<string>`${sites.document}->>'name'`,
      email: sql<string | null>`${sites.document}->'settings'->>'email'`,
    })
    .from(sites)
    .where(eq(sites.id, siteId));
  if (row === undefined) return null;
  return { ...row, email: row.email ?? "" };
}

/**
 * Parses a form body with core's schema (the spec §5 rules). A failure is a 400 whose message is
 * the first field's own message (the one a visitor would see), with every field in `details`.
 */
export function parseForm<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({
    path: issue.path.join("."),
    message: issue.message,
  }));
  const message = details[0]?.message ?? ERRORS.invalidRequest.message;
  throw new IlhaError({ ...ERRORS.invalidRequest, message }, details);
}

export { complianceReport, contactSubmission };

function notification({ site, submission }: { site: SiteForForms; submission: ContactSubmission }) {
  const lines = [
    `A visitor of ${site.name} wrote through the contact form.`,
    "",
    `Name: ${submission.name}`,
    `E-mail: ${submission.email}`,
    "",
    submission.message ?? "",
  ];
  return {
    recipient: site.email,
    replyTo: submission.email.trim(),
    subject: `New message from your website ${site.name}`,
    body: lines.join("\n"),
  };
}

export type ContactMessage = {
  site: SiteForForms;
  submission: ContactSubmission;
  idempotencyKey: string | undefined;
  /** The rate window the post counts against (its address and site). */
  rateKey: string;
};

export type StoredContact = { id: string } | { retryAfterSeconds: number };

/**
 * Counts contact posts against their rate windows and stores those within their limit, with
 * their notification e-mails in the outbox, in one transaction that has committed before the
 * callers answer (the form endpoint batches concurrent posts into one). A message whose
 * idempotency key was seen before gets the first one's id and stores nothing more. Results are
 * in the order of `messages`: an id, or the seconds to wait when over the limit.
 */
export async function storeContactMessages({
  db,
  messages,
  rate,
}: {
  db: Db;
  messages: ContactMessage[];
  rate: { limit: number; windowMs: number };
}): Promise<StoredContact[]> {
  return db.transaction(async (tx) => {
    const decisions = await hitRateWindows({
      db: tx,
      keys: messages.map((message) => message.rateKey),
      ...rate,
    });
    const allowed = messages.filter((_, index) => decisions[index]?.isAllowed === true);
    const stored = allowed.length === 0 ? [] : await insertContactMessages(tx, allowed);
    let next = 0;
    return decisions.map((decision) =>
      decision.isAllowed
        ? (stored[next++] as { id: string })
        : { retryAfterSeconds: decision.retryAfterSeconds },
    );
  });
}

/**
 * Inserts the messages and, for each one inserted (not a repeated idempotency key), its
 * notification e-mail, in one statement; returns each message's id, or the first one's id for
 * a repeated key.
 */
async function insertContactMessages(tx: Db, messages: ContactMessage[]) {
  const rows = messages.map(({ site, submission, idempotencyKey }) => ({
    id: randomUUID(),
    siteId: site.id,
    name: submission.name.trim(),
    email: submission.email.trim(),
    message: submission.message?.trim() ?? "",
    isCookieAccepted: submission.isCookieAccepted ?? null,
    idempotencyKey: idempotencyKey ?? null,
  }));
  const mails = rows.flatMap((row, index) => {
    const message = messages[index] as ContactMessage;
    return message.site.email === ""
      ? []
      : [{ id: randomUUID(), submissionId: row.id, ...notification(message) }];
  });
  const submissionValues = sql.join(
    rows.map(
      (row) =>
        sql`(${row.id}, ${row.siteId}, ${row.name}, ${row.email}, ${row.message}, ${row.isCookieAccepted}::boolean, ${row.idempotencyKey}::text)`,
    ),
    sql`, `,
  );
  const insertSubmissions = sql`insert into ${submissions} (id, site_id, name, email, message, is_cookie_accepted, idempotency_key) values ${submissionValues} on conflict do nothing returning id`;
  const query =
    mails.length === 0
      ? insertSubmissions
      : sql`with inserted as (${insertSubmissions}), mails as (
          insert into ${outbox} (id, recipient, reply_to, subject, body)
          select mail.id, mail.recipient, mail.reply_to, mail.subject, mail.body
          from (values ${sql.join(
            mails.map(
              (mail) =>
                sql`(${mail.id}, ${mail.submissionId}, ${mail.recipient}, ${mail.replyTo}, ${mail.subject}, ${mail.body})`,
            ),
            sql`, `,
          )}) as mail (id, submission_id, recipient, reply_to, subject, body)
          join inserted on inserted.id = mail.submission_id
        )
        select id from inserted`;
  // Both drivers answer `execute` with the rows under `rows`.
  const { rows: inserted } = (await tx.execute(query)) as unknown as { rows: { id: string }[] };
  const isInserted = new Set(inserted.map((row) => row.id));
  const results: { id: string }[] = [];
  for (const row of rows) {
    if (!isInserted.has(row.id) && row.idempotencyKey !== null) {
      const [first] = await tx
        .select({ id: submissions.id })
        .from(submissions)
        .where(
          and(
            eq(submissions.siteId, row.siteId),
            eq(submissions.idempotencyKey, row.idempotencyKey),
          ),
        );
      if (first !== undefined) {
        results.push(first);
        continue;
      }
    }
    results.push({ id: row.id });
  }
  return results;
}

/** Stores a "report this website" in the operator's queue, once per idempotency key. */
export async function storeComplianceReport({
  db,
  site,
  report,
  idempotencyKey,
}: {
  db: Db;
  site: SiteForForms;
  report: ComplianceReport;
  idempotencyKey: string | undefined;
}): Promise<{ id: string }> {
  const id = randomUUID();
  const inserted = await db
    .insert(complianceReports)
    .values({
      id,
      siteId: site.id,
      siteSlug: site.slug,
      siteName: site.name,
      email: report.email.trim(),
      name: report.name.trim(),
      comment: report.comment.trim(),
      idempotencyKey: idempotencyKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: complianceReports.id });
  if (inserted.length > 0 || idempotencyKey === undefined) return { id };
  const [first] = await db
    .select({ id: complianceReports.id })
    .from(complianceReports)
    .where(
      and(
        eq(complianceReports.siteId, site.id),
        eq(complianceReports.idempotencyKey, idempotencyKey),
      ),
    );
  return first ?? { id };
}
