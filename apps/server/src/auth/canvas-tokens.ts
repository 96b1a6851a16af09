import { and, eq, gt, inArray, lte } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { canvasTokens, sessions, users } from "../db/schema.ts";
import type { User } from "./accounts.ts";
import { liveSessionCondition } from "./sessions.ts";
import { hashToken, newToken } from "./tokens.ts";

/**
 * How long a canvas token reads a draft's files (and its cookie lives); the editor asks for the
 * next one before it ends.
 */
export const CANVAS_TOKEN_LIFETIME_MS = 15 * 60 * 1000;

/**
 * A new canvas token of the session `sessionTokenHash` names, for `CANVAS_TOKEN_LIFETIME_MS`
 * from `now`; the session's tokens already expired are deleted.
 */
export async function issueCanvasToken({
  db,
  sessionTokenHash,
  now,
}: {
  db: Db;
  sessionTokenHash: string;
  now: Date;
}): Promise<{ token: string; expiresAt: Date }> {
  const { token, tokenHash } = newToken();
  const expiresAt = new Date(now.getTime() + CANVAS_TOKEN_LIFETIME_MS);
  await db
    .delete(canvasTokens)
    .where(
      and(eq(canvasTokens.sessionTokenHash, sessionTokenHash), lte(canvasTokens.expiresAt, now)),
    );
  await db.insert(canvasTokens).values({ tokenHash, sessionTokenHash, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/**
 * The account a canvas token reads for, unless it is unknown, expired at `now`, or its session
 * has ended. Using it does not move the session's idle time.
 */
export async function canvasUserOfToken({
  db,
  token,
  now,
}: {
  db: Db;
  token: string;
  now: Date;
}): Promise<User | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(canvasTokens)
    .innerJoin(sessions, eq(sessions.tokenHash, canvasTokens.sessionTokenHash))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(canvasTokens.tokenHash, hashToken(token)),
        gt(canvasTokens.expiresAt, now),
        liveSessionCondition(now),
      ),
    );
  return row ?? null;
}

/** Deletes the canvas tokens of one session, or of every session of an account. */
export async function endCanvasTokens(
  options: { db: Db; sessionTokenHash: string } | { db: Db; userId: string },
): Promise<void> {
  const { db } = options;
  if ("sessionTokenHash" in options) {
    await db
      .delete(canvasTokens)
      .where(eq(canvasTokens.sessionTokenHash, options.sessionTokenHash));
    return;
  }
  const ofAccount = db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(eq(sessions.userId, options.userId));
  await db.delete(canvasTokens).where(inArray(canvasTokens.sessionTokenHash, ofAccount));
}
