import { ilhaError } from "@ilha/core";
import { and, eq } from "drizzle-orm";
import type { User } from "../auth/accounts.ts";
import type { Db } from "../db/database.ts";
import { siteMembers, sites } from "../db/schema.ts";

export type SiteRow = typeof sites.$inferSelect;
export type SiteRole = "owner" | "collaborator";

/**
 * The site a user may work on, and as what: its owner, or a collaborator editing in shared mode
 * (the `X-Shared-Editing` header). Anything else is answered as if the site did not exist.
 */
export async function siteAccess({
  db,
  user,
  siteId,
  isSharedEditing,
}: {
  db: Db;
  user: User;
  siteId: string;
  isSharedEditing: boolean;
}): Promise<{ site: SiteRow; role: SiteRole }> {
  const [site] = await db.select().from(sites).where(eq(sites.id, siteId));
  if (site === undefined) throw ilhaError("notFound");
  if (site.ownerId === user.id) return { site, role: "owner" };
  if (isSharedEditing) {
    const [member] = await db
      .select()
      .from(siteMembers)
      .where(and(eq(siteMembers.siteId, siteId), eq(siteMembers.userId, user.id)));
    if (member !== undefined) return { site, role: "collaborator" };
  }
  throw ilhaError("notFound");
}

export function requireOwner(role: SiteRole): void {
  if (role !== "owner") throw ilhaError("ownerOnly");
}
