import { ilhaError } from "@ilha/core";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { siteMembers, users } from "../db/schema.ts";

/** Who edits the site with its owner, in the order they joined. */
export async function listCollaborators({ db, siteId }: { db: Db; siteId: string }) {
  const rows = await db
    .select({ id: users.id, email: users.email, since: siteMembers.createdAt })
    .from(siteMembers)
    .innerJoin(users, eq(users.id, siteMembers.userId))
    .where(eq(siteMembers.siteId, siteId))
    .orderBy(asc(siteMembers.createdAt));
  return rows.map((row) => ({ ...row, since: row.since.toISOString() }));
}

/**
 * Takes a collaborator off the site: their very next request about it is answered as an
 * outsider's (every request reads the membership afresh).
 */
export async function removeCollaborator({
  db,
  siteId,
  userId,
}: {
  db: Db;
  siteId: string;
  userId: string;
}): Promise<void> {
  const removed = await db
    .delete(siteMembers)
    .where(and(eq(siteMembers.siteId, siteId), eq(siteMembers.userId, userId)))
    .returning({ userId: siteMembers.userId });
  if (removed.length === 0) throw ilhaError("notFound");
}
