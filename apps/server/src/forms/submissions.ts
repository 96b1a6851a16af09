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
import { complianceReports, outbox, sites, submissions } from "../db/schema.ts";
import { unnestSql } from "../db/unnest.ts";
import {
  countHitsSql,
  decisionOf,
  type Hit,
  type HitDecisionRow,
  hitDecisionSql,
  hitsOf,
} from "./rate-window.ts";

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
 * their notification e-mails in the outbox, in one statement (so one round trip and one atomic
 * commit) that has committed before the callers answer; the form endpoint batches concurrent
 * posts into one call. A message whose idempotency key was seen before gets the first one's id
 * and stores nothing more. Results are in the order of `messages`: an id, or the seconds to wait
 * when over the limit.
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
  const rule = { ...rate, now: new Date() };
  const hits = hitsOf(messages.map((message) => message.rateKey));
  const rows = messages.map((message, index) => {
    const { site, submission, idempotencyKey } = message;
    const mail = site.email === "" ? null : notification(message);
    return {
      id: randomUUID(),
      siteId: site.id,
      name: submission.name.trim(),
      email: submission.email.trim(),
      message: submission.message?.trim() ?? "",
      isCookieAccepted: submission.isCookieAccepted ?? null,
      idempotencyKey: idempotencyKey ?? null,
      hit: hits[index] as Hit,
      mail,
    };
  });
  const mailIds = rows.map((row) => (row.mail === null ? null : randomUUID()));
  const batch = unnestSql([
    ["ordinal", "int", rows.map((_, ordinal) => ordinal)],
    ["id", "text", rows.map((row) => row.id)],
    ["site_id", "text", rows.map((row) => row.siteId)],
    ["name", "text", rows.map((row) => row.name)],
    ["email", "text", rows.map((row) => row.email)],
    ["message", "text", rows.map((row) => row.message)],
    ["is_cookie_accepted", "boolean", rows.map((row) => row.isCookieAccepted)],
    ["idempotency_key", "text", rows.map((row) => row.idempotencyKey)],
    ["rate_key", "text", rows.map((row) => row.hit.rateKey)],
    ["nth", "int", rows.map((row) => row.hit.nth)],
    ["batch_hits", "int", rows.map((row) => row.hit.batchHits)],
    ["mail_id", "text", mailIds],
    ["recipient", "text", rows.map((row) => row.mail?.recipient ?? null)],
    ["reply_to", "text", rows.map((row) => row.mail?.replyTo ?? null)],
    ["subject", "text", rows.map((row) => row.mail?.subject ?? null)],
    ["body", "text", rows.map((row) => row.mail?.body ?? null)],
  ]);
  // Every part of one statement sees the database as it was when the statement began: `earlier`
  // finds a repeated idempotency key's first message when that one was stored before.
  const query = sql`with ${batch},
    ${countHitsSql(rule)},
    decided as (
      select batch.*, ${hitDecisionSql(rule.limit)}
      from batch join windows on windows.key = batch.rate_key
    ),
    inserted as (
      insert into ${submissions} (id, site_id, name, email, message, is_cookie_accepted, idempotency_key)
      select id, site_id, name, email, message, is_cookie_accepted, idempotency_key
      from decided where is_allowed
      on conflict do nothing
      returning id
    ),
    mails as (
      insert into ${outbox} (id, recipient, reply_to, subject, body)
      select decided.mail_id, decided.recipient, decided.reply_to, decided.subject, decided.body
      from decided join inserted on inserted.id = decided.id
      where decided.mail_id is not null
    )
    select decided.is_allowed, decided.window_started_ms,
      inserted.id is not null as is_inserted,
      case when inserted.id is null and decided.idempotency_key is not null then (
        select earlier.id from ${submissions} as earlier
        where earlier.site_id = decided.site_id and earlier.idempotency_key = decided.idempotency_key
      ) end as earlier_id
    from decided left join inserted on inserted.id = decided.id
    order by decided.ordinal`;
  // Both drivers answer `execute` with the rows under `rows`.
  const { rows: outcomes } = (await db.execute(query)) as unknown as {
    rows: (HitDecisionRow & { is_inserted: boolean; earlier_id: string | null })[];
  };
  const results: StoredContact[] = [];
  for (const [index, outcome] of outcomes.entries()) {
    const row = rows[index] as (typeof rows)[number];
    const decision = decisionOf(outcome, rule);
    if (!decision.isAllowed) {
      results.push({ retryAfterSeconds: decision.retryAfterSeconds });
    } else if (outcome.is_inserted || row.idempotencyKey === null) {
      results.push({ id: row.id });
    } else {
      // A repeated key: the first message is `earlier`, or was stored by this very statement or
      // by one that ran alongside it (neither of which the statement could see).
      results.push({
        id:
          outcome.earlier_id ?? (await firstWithKey(db, row.siteId, row.idempotencyKey)) ?? row.id,
      });
    }
  }
  return results;
}

async function firstWithKey(db: Db, siteId: string, idempotencyKey: string) {
  const [first] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.siteId, siteId), eq(submissions.idempotencyKey, idempotencyKey)));
  return first?.id;
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
