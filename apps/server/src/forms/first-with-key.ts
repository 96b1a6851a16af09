import { and, eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import type { complianceReports, submissions } from "../db/schema.ts";

/** The id of the first row a form stored for a site under an idempotency key, if any. */
export async function firstWithKey({
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
