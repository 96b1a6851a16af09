import { ilhaError } from "@ilha/core";
import { and, eq, isNull } from "drizzle-orm";
import type { User } from "../auth/accounts.ts";
import { hashToken, newToken } from "../auth/tokens.ts";
import type { Db } from "../db/database.ts";
import { invites, siteMembers, sites } from "../db/schema.ts";

/** How long an invitation link can be accepted. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** An invitation link to shared editing; only the token's hash is kept. */
export async function createInvite({ db, siteId }: { db: Db; siteId: string }) {
  const { token, tokenHash } = newToken();
  await db.insert(invites).values({ tokenHash, siteId });
  return { token };
}

/** Accepting an invitation once, within a week, makes the user a collaborator of its site. */
export async function acceptInvite({
  db,
  user,
  token,
  now = new Date(),
}: {
  db: Db;
  user: User;
  token: string;
  now?: Date;
}) {
  const [invite] = await db
    .select()
    .from(invites)
    .where(eq(invites.tokenHash, hashToken(token)));
  if (invite === undefined) throw ilhaError("notFound");
  if (invite.acceptedAt === null && now.getTime() - invite.createdAt.getTime() > INVITE_TTL_MS) {
    throw ilhaError("inviteExpired");
  }
  const [site] = await db.select().from(sites).where(eq(sites.id, invite.siteId));
  if (site === undefined) throw ilhaError("notFound");
  const claimed = await db
    .update(invites)
    .set({ acceptedBy: user.id, acceptedAt: new Date() })
    .where(and(eq(invites.tokenHash, invite.tokenHash), isNull(invites.acceptedAt)))
    .returning();
  if (claimed.length === 0) throw ilhaError("inviteUsed");
  if (site.ownerId !== user.id) {
    await db.insert(siteMembers).values({ siteId: site.id, userId: user.id }).onConflictDoNothing();
  }
  return { siteId: site.id };
}
