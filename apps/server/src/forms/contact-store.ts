import { randomUUID } from "node:crypto";
import type { ContactSubmission } from "@ilha/core";
import { sql } from "drizzle-orm";
import { batchRows, batchSql } from "../db/batch-rows.ts";
import type { Db } from "../db/database.ts";
import { preparedStatement } from "../db/prepared.ts";
import { confirmedEmails, outbox, rateWindows, submissions } from "../db/schema.ts";
import { NOTIFICATION_MAIL_RATE, notificationMailKeys } from "../rate-limits/form-rate.ts";
import {
  COUNT_HITS_SQL,
  decisionOf,
  HIT_COLUMNS,
  HIT_DECISION_SQL,
  type HitDecisionRow,
  hitRow,
  hitsOf,
  ruleValues,
} from "../rate-limits/rate-window.ts";
import { firstWithKey } from "./first-with-key.ts";
import type { FormSite } from "./form-site.ts";
import type { NotificationMail } from "./notification-mail.ts";

export type ContactMessage = {
  site: FormSite;
  submission: ContactSubmission;
  idempotencyKey: string | undefined;
  /** The rate window the post counts against (its address and site). */
  rateKey: string;
  /** Its notification to the site's owner, or null when this server sends no mail. */
  mail: NotificationMail | null;
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
  ["owner_id", "text"],
  ["mail_id", "text"],
  ["recipient", "text"],
  ["reply_to", "text"],
  ["subject", "text"],
  ["body", "text"],
  ["mail_site_key", "text"],
  ["mail_to_key", "text"],
] as const;

type StoreOutcome = HitDecisionRow & { is_inserted: boolean; earlier_id: string | null };

const STORED = sql.raw(STORED_COLUMNS.map(([name]) => name).join(", "));

/**
 * One statement: each part sees the database as it was when the statement began (`earlier`
 * finds a repeated idempotency key's first message when that one was stored before). A stored
 * message's mail is queued only when its recipient is an address the site's owner confirmed and
 * both its site's and its recipient's mail windows are within their limits; those windows count
 * only stored messages with a confirmed recipient.
 */
const storeStatement = preparedStatement<StoreOutcome>(
  "store_contact_messages",
  sql`with ${batchSql([["ordinal", "int"], ...STORED_COLUMNS, ...HIT_COLUMNS, ...MAIL_COLUMNS])},
    ${COUNT_HITS_SQL},
    decided as (
      select batch.*, ${HIT_DECISION_SQL}
      from batch join windows on windows.key = batch.rate_key
    ),
    inserted as (
      insert into ${submissions} (${STORED})
      select ${STORED} from decided where is_allowed
      on conflict do nothing
      returning id
    ),
    mail_hits as (
      select decided.ordinal, hit.key, hit.max_hits,
        row_number() over (partition by hit.key order by decided.ordinal) as nth,
        count(*) over (partition by hit.key) as batch_hits
      from decided
      join inserted on inserted.id = decided.id
      cross join lateral (values
        (decided.mail_site_key, ${sql.placeholder("mail_site_limit")}::bigint),
        (decided.mail_to_key, ${sql.placeholder("mail_to_limit")}::bigint)
      ) as hit (key, max_hits)
      where decided.mail_id is not null and exists (
        select 1 from ${confirmedEmails} as confirmed
        where confirmed.user_id = decided.owner_id and confirmed.email = decided.recipient
      )
    ),
    mail_windows as (
      insert into ${rateWindows} as counted (key, hits, window_started_at)
      select key, max(batch_hits), ${sql.placeholder("window_started")}::timestamptz
      from mail_hits group by key
      on conflict (key) do update set
        hits = case when counted.window_started_at <= ${sql.placeholder("mail_window_expired")}::timestamptz
          then excluded.hits else counted.hits + excluded.hits end,
        window_started_at = case when counted.window_started_at <= ${sql.placeholder("mail_window_expired")}::timestamptz
          then excluded.window_started_at else counted.window_started_at end
      returning key, hits
    ),
    mailed as (
      select mail_hits.ordinal
      from mail_hits join mail_windows on mail_windows.key = mail_hits.key
      group by mail_hits.ordinal
      having bool_and(mail_windows.hits - mail_hits.batch_hits + mail_hits.nth <= mail_hits.max_hits)
    ),
    mails as (
      insert into ${outbox} (id, recipient, reply_to, subject, body)
      select decided.mail_id, decided.recipient, decided.reply_to, decided.subject, decided.body
      from decided join mailed on mailed.ordinal = decided.ordinal
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
 * their notification e-mails in the outbox (see `storeStatement`), in one statement (one round
 * trip, one atomic commit) that has committed before the callers answer; the contact form batches
 * concurrent posts into one call. A message whose idempotency key was seen before gets the first
 * one's id and stores nothing more. Results are in the order of `messages`: an id, or the seconds
 * to wait when over the limit.
 */
export async function storeContactMessages({
  db,
  messages,
  rate,
  now = new Date(),
}: {
  db: Db;
  messages: ContactMessage[];
  rate: { limit: number; windowMs: number };
  now?: Date;
}): Promise<StoredContact[]> {
  const rule = { ...rate, now };
  const hits = hitsOf(messages.map((message) => message.rateKey));
  const rows = messages.map((message, ordinal) => {
    const { site, submission, idempotencyKey, mail } = message;
    const mailKeys =
      mail === null ? null : notificationMailKeys({ siteId: site.id, recipient: mail.recipient });
    return {
      ordinal,
      id: randomUUID(),
      site_id: site.id,
      name: submission.name.trim(),
      email: submission.email.trim(),
      message: submission.message?.trim() ?? "",
      is_cookie_accepted: submission.isCookieAccepted ?? null,
      idempotency_key: idempotencyKey ?? null,
      ...hitRow(hits[ordinal] as (typeof hits)[number]),
      owner_id: site.ownerId,
      mail_id: mail === null ? null : randomUUID(),
      recipient: mail?.recipient ?? null,
      reply_to: mail?.replyTo ?? null,
      subject: mail?.subject ?? null,
      body: mail?.body ?? null,
      mail_site_key: mailKeys?.site ?? null,
      mail_to_key: mailKeys?.recipient ?? null,
    };
  });
  const outcomes = await storeStatement(db, {
    rows: batchRows(rows),
    ...ruleValues(rule),
    mail_site_limit: NOTIFICATION_MAIL_RATE.perSite,
    mail_to_limit: NOTIFICATION_MAIL_RATE.perRecipient,
    mail_window_expired: new Date(now.getTime() - NOTIFICATION_MAIL_RATE.windowMs).toISOString(),
  });
  const results: StoredContact[] = [];
  for (const [index, outcome] of outcomes.entries()) {
    const row = rows[index] as (typeof rows)[number];
    const decision = decisionOf(outcome, rule);
    if (!decision.isAllowed) {
      results.push({ retryAfterSeconds: decision.retryAfterSeconds });
    } else if (outcome.is_inserted || row.idempotency_key === null) {
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
            siteId: row.site_id,
            idempotencyKey: row.idempotency_key,
          })) ??
          row.id,
      });
    }
  }
  return results;
}
