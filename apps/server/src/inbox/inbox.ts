import { ilhaError } from "@ilha/core";
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { submissions } from "../db/schema.ts";

export type InboxMessage = {
  id: string;
  name: string;
  email: string;
  message: string;
  isCookieAccepted: boolean | null;
  createdAt: string;
  readAt: string | null;
};

function message(row: typeof submissions.$inferSelect): InboxMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    isCookieAccepted: row.isCookieAccepted,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** A page of a site's contact messages, newest first, with the total count. */
export async function listInbox({
  db,
  siteId,
  page,
  limit,
}: {
  db: Db;
  siteId: string;
  page: number;
  limit: number;
}): Promise<{ items: InboxMessage[]; totalCount: number }> {
  const [total] = await db
    .select({ value: count() })
    .from(submissions)
    .where(eq(submissions.siteId, siteId));
  const rows = await db
    .select()
    .from(submissions)
    .where(eq(submissions.siteId, siteId))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { items: rows.map(message), totalCount: total?.value ?? 0 };
}

export async function allInbox({ db, siteId }: { db: Db; siteId: string }) {
  const rows = await db
    .select()
    .from(submissions)
    .where(eq(submissions.siteId, siteId))
    .orderBy(desc(submissions.createdAt), desc(submissions.id));
  return rows.map(message);
}

export async function markRead({
  db,
  siteId,
  id,
  isRead,
}: {
  db: Db;
  siteId: string;
  id: string;
  isRead: boolean;
}): Promise<InboxMessage> {
  const [row] = await db
    .update(submissions)
    .set({ readAt: isRead ? new Date() : null })
    .where(and(eq(submissions.siteId, siteId), eq(submissions.id, id)))
    .returning();
  if (row === undefined) throw ilhaError("notFound");
  return message(row);
}

export async function deleteMessage({ db, siteId, id }: { db: Db; siteId: string; id: string }) {
  const deleted = await db
    .delete(submissions)
    .where(and(eq(submissions.siteId, siteId), eq(submissions.id, id)))
    .returning({ id: submissions.id });
  if (deleted.length === 0) throw ilhaError("notFound");
}

const CSV_COLUMNS = [
  "createdAt",
  "name",
  "email",
  "message",
  "isCookieAccepted",
  "readAt",
] as const;

/**
 * RFC 4180 CSV. A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR) is
 * prefixed with `'`, so a visitor's message can never become one.
 */
export function inboxCsv(messages: InboxMessage[]): string {
  const cell = (value: unknown) => {
    let text = value === null || value === undefined ? "" : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [
    CSV_COLUMNS.join(","),
    ...messages.map((item) => CSV_COLUMNS.map((column) => cell(item[column])).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
