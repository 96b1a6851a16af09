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
import { preparedStatement } from "../db/prepared.ts";
import { complianceReports, outbox, sites, submissions } from "../db/schema.ts";
import { unnestSql } from "../db/unnest.ts";
import {
  COUNT_HITS_SQL,
  decisionOf,
  HIT_COLUMNS,
  HIT_DECISION_SQL,
  type HitDecisionRow,
  hitsOf,
  hitValues,
} from "../rate-limits/rate-window.ts";

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
  throw formError(parsed.error);
}

/** The 400 of a form body that broke the spec §5 rules (see `parseForm`). */
export function formError(error: z.ZodError): IlhaError {
  const details = error.issues.map((issue) => ({
    path: issue.path.join("."),
    message: issue.message,
  }));
  const message = details[0]?.message ?? ERRORS.invalidRequest.message;
  return new IlhaError({ ...ERRORS.invalidRequest, message }, details);
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

const STORED_COLUMNS = [
  ["id", "text"],
  ["site_id", "text"],
  ["name", "text"],
  ["email", "text"],
  ["message", "text"],
  ["is_cookie_accepted", "boolean"],
  ["idempotency_key", "text"],
] as const;

const MAIL_COLUMNS = [
  ["mail_id", "text"],
  ["recipient", "text"],
  ["reply_to", "text"],
  ["subject", "text"],
  ["body", "text"],
] as const;

type StoreOutcome = HitDecisionRow & { is_inserted: boolean; earlier_id: string | null };

/**
 * Every part of one statement sees the database as it was when the statement began: `earlier`
 * finds a repeated idempotency key's first message when that one was stored before.
 */
const storeStatement = preparedStatement<StoreOutcome>(
  "store_contact_messages",
  sql`with ${unnestSql([["ordinal", "int"], ...STORED_COLUMNS, ...HIT_COLUMNS, ...MAIL_COLUMNS])},
    ${COUNT_HITS_SQL},
    decided as (
      select batch.*, ${HIT_DECISION_SQL}
      from batch join windows on windows.key = batch.rate_key
    ),
    inserted as (
      insert into ${submissions} (${sql.raw(STORED_COLUMNS.map(([name]) => name).join(", "))})
      select ${sql.raw(STORED_COLUMNS.map(([name]) => name).join(", "))}
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
    order by decided.ordinal`,
);

/**
 * Counts contact posts against their rate windows and stores those within their limit, with
 * their notification e-mails in the outbox, in one prepared statement (one round trip, one
 * atomic commit) that has committed before the callers answer; the form endpoint batches
 * concurrent posts into one call. A message whose idempotency key was seen before gets the
 * first one's id and stores nothing more. Results are in the order of `messages`: an id, or the
 * seconds to wait when over the limit.
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
  const rows = messages.map(({ site, idempotencyKey }) => ({
    id: randomUUID(),
    siteId: site.id,
    idempotencyKey: idempotencyKey ?? null,
  }));
  const mails = messages.map((message) =>
    message.site.email === "" ? null : notification(message),
  );
  const outcomes = await storeStatement(db, {
    ordinal: messages.map((_, ordinal) => ordinal),
    id: rows.map((row) => row.id),
    site_id: rows.map((row) => row.siteId),
    name: messages.map(({ submission }) => submission.name.trim()),
    email: messages.map(({ submission }) => submission.email.trim()),
    message: messages.map(({ submission }) => submission.message?.trim() ?? ""),
    is_cookie_accepted: messages.map(({ submission }) => submission.isCookieAccepted ?? null),
    idempotency_key: rows.map((row) => row.idempotencyKey),
    ...hitValues(hitsOf(messages.map((message) => message.rateKey)), rule),
    mail_id: mails.map((mail) => (mail === null ? null : randomUUID())),
    recipient: mails.map((mail) => mail?.recipient ?? null),
    reply_to: mails.map((mail) => mail?.replyTo ?? null),
    subject: mails.map((mail) => mail?.subject ?? null),
    body: mails.map((mail) => mail?.body ?? null),
  });
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
          outcome.earlier_id ??
          (await firstWithKey({
            db,
            table: submissions,
            siteId: row.siteId,
            idempotencyKey: row.idempotencyKey,
          })) ??
          row.id,
      });
    }
  }
  return results;
}

/** The id of the first row a form stored for a site under an idempotency key, if any. */
async function firstWithKey({
  db,
  table,
  siteId,
  idempotencyKey,
}: {
  db: Db;
  table: typeof submissions | typeof complianceReports;
  siteId: string;
  idempotencyKey: string;
}): Promise<string | undefined> {
  const [first] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.siteId, siteId), eq(table.idempotencyKey, idempotencyKey)));
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
  const first = await firstWithKey({
    db,
    table: complianceReports,
    siteId: site.id,
    idempotencyKey,
  });
  return { id: first ?? id };
}
