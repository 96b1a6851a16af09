import { ilhaError } from "@ilha/core";
import { and, count, desc, eq, sql } from "drizzle-orm";
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

/**
 * A page of a site's contact messages, newest first, with how many the site has in all and how
 * many of those are unread (both counted by the database in one statement).
 */
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
}): Promise<{ items: InboxMessage[]; totalCount: number; unreadCount: number }> {
  const [counts] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${submissions.readAt} is null)`.mapWith(Number),
    })
    .from(submissions)
    .where(eq(submissions.siteId, siteId));
  const rows = await db
    .select()
    .from(submissions)
    .where(eq(submissions.siteId, siteId))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    items: rows.map(message),
    totalCount: counts?.total ?? 0,
    unreadCount: counts?.unread ?? 0,
  };
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

/** Rows read from the database at a time while the CSV streams. */
export const CSV_PAGE_SIZE = 500;

/**
 * One CSV cell (RFC 4180), always quoted, so no separator inside it (a comma, or the semicolon
 * of the spreadsheets of pt, de and fr locales) starts a new cell; a text a spreadsheet would
 * run as a formula (`=`, `+`, `-`, `@`, tab, CR) is prefixed with `'`.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(",")}\r\n`;

/**
 * A site's messages as CSV, newest first, one chunk per page of `pageSize` rows: the rows are
 * read page by page after the last one sent (keyset on the creation time and id, compared in the
 * database at its own precision), so memory holds one page whatever the inbox's size.
 */
export async function* inboxCsv({
  db,
  siteId,
  pageSize = CSV_PAGE_SIZE,
}: {
  db: Db;
  siteId: string;
  pageSize?: number;
}): AsyncGenerator<string> {
  yield csvLine(CSV_COLUMNS);
  let last: { createdAt: string; id: string } | undefined;
  for (;;) {
    const after =
      last === undefined
        ? undefined
        : sql`(${submissions.createdAt}, ${submissions.id}) < (${last.createdAt}::timestamptz, ${last.id})`;
    const rows = await db
      .select({ row: submissions, cursor: sql<string>`${submissions.createdAt}::text` })
      .from(submissions)
      .where(and(eq(submissions.siteId, siteId), after))
      .orderBy(desc(submissions.createdAt), desc(submissions.id))
      .limit(pageSize);
    if (rows.length === 0) return;
    yield rows
      .map(({ row }) => {
        const item = message(row);
        return csvLine(CSV_COLUMNS.map((column) => item[column]));
      })
      .join("");
    const end = rows.at(-1);
    if (rows.length < pageSize || end === undefined) return;
    last = { createdAt: end.cursor, id: end.row.id };
  }
}
