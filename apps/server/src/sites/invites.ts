import { ilhaError } from "@ilha/core";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { User } from "../auth/accounts.ts";
import { hashToken, newToken } from "../auth/tokens.ts";
import type { Db } from "../db/database.ts";
import { invites, siteMembers, sites } from "../db/schema.ts";

/** How long an invitation link can be accepted. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const expiryOf = (createdAt: Date) => new Date(createdAt.getTime() + INVITE_TTL_MS);

/**
 * An invitation link to shared editing; only the token's hash is kept. The owner names it by its
 * `id` (to list or revoke it); the token itself is shown this once.
 */
export async function createInvite({ db, siteId }: { db: Db; siteId: string }) {
  const { token, tokenHash } = newToken();
  const [invite] = await db
    .insert(invites)
    .values({ tokenHash, siteId })
    .returning({ id: invites.id, createdAt: invites.createdAt });
  if (invite === undefined) throw new Error("the insert returns the invitation");
  return { id: invite.id, token, expiresAt: expiryOf(invite.createdAt).toISOString() };
}

/** The site's invitations still waiting: neither accepted, revoked nor expired; oldest first. */
export async function pendingInvites({
  db,
  siteId,
  now = new Date(),
}: {
  db: Db;
  siteId: string;
  now?: Date;
}) {
  const rows = await db
    .select({ id: invites.id, createdAt: invites.createdAt })
    .from(invites)
    .where(
      and(
        eq(invites.siteId, siteId),
        isNull(invites.acceptedAt),
        isNull(invites.revokedAt),
        gt(invites.createdAt, new Date(now.getTime() - INVITE_TTL_MS)),
      ),
    )
    .orderBy(asc(invites.createdAt));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: expiryOf(row.createdAt).toISOString(),
  }));
}

/** Withdraws an invitation of the site that nobody has accepted yet; its link stops working. */
export async function revokeInvite({
  db,
  siteId,
  inviteId,
}: {
  db: Db;
  siteId: string;
  inviteId: string;
}): Promise<void> {
  const revoked = await db
    .update(invites)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(invites.id, inviteId),
        eq(invites.siteId, siteId),
        isNull(invites.acceptedAt),
        isNull(invites.revokedAt),
      ),
    )
    .returning({ id: invites.id });
  if (revoked.length === 0) throw ilhaError("notFound");
}

/** Accepting an invitation once, within a week, unless revoked, makes the user a collaborator. */
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
  if (invite.revokedAt !== null) throw ilhaError("inviteRevoked");
  if (invite.acceptedAt === null && now.getTime() - invite.createdAt.getTime() > INVITE_TTL_MS) {
    throw ilhaError("inviteExpired");
  }
  const [site] = await db.select().from(sites).where(eq(sites.id, invite.siteId));
  if (site === undefined) throw ilhaError("notFound");
  const claimed = await db
    .update(invites)
    .set({ acceptedBy: user.id, acceptedAt: new Date() })
    .where(
      and(
        eq(invites.tokenHash, invite.tokenHash),
        isNull(invites.acceptedAt),
        isNull(invites.revokedAt),
      ),
    )
    .returning();
  if (claimed.length === 0) throw ilhaError("inviteUsed");
  if (site.ownerId !== user.id) {
    await db.insert(siteMembers).values({ siteId: site.id, userId: user.id }).onConflictDoNothing();
  }
  return { siteId: site.id };
}
