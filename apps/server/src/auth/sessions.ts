import { and, eq, gt, isNull, lt, ne, type SQL } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { sessions, users } from "../db/schema.ts";
import { hashToken, newToken } from "./tokens.ts";

/**
 * A session ends after 14 days without a request (its idle time) and 90 days after sign-in (its
 * lifetime), whichever comes first. Its last use is written at most once a minute, so most
 * requests only read.
 */
export const SESSION_LIFETIME = {
  idleMs: 14 * 24 * 60 * 60 * 1000,
  absoluteMs: 90 * 24 * 60 * 60 * 1000,
  touchEveryMs: 60 * 1000,
} as const;

/** The condition on `sessions` of a session not revoked, idle or too old at `now`. */
export function liveSessionCondition(now: Date): SQL | undefined {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.createdAt, new Date(now.getTime() - SESSION_LIFETIME.absoluteMs)),
    gt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_LIFETIME.idleMs)),
  );
}

export type SessionUser = { id: string; email: string; isOperator: boolean };
export type Session = { tokenHash: string; createdAt: Date; expiresAt: Date };

export async function startSession({
  db,
  userId,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  now?: Date;
}): Promise<string> {
  const { token, tokenHash } = newToken();
  await db.insert(sessions).values({ tokenHash, userId, createdAt: now, lastUsedAt: now });
  return token;
}

/**
 * The account and session a bearer token names, unless it is unknown, revoked, idle for
 * `idleMs` or older than `absoluteMs` at `now`; using it moves its idle time forward.
 */
export async function sessionOfToken({
  db,
  token,
  now = new Date(),
}: {
  db: Db;
  token: string;
  now?: Date;
}): Promise<{ user: SessionUser; session: Session } | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      isOperator: users.isOperator,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), liveSessionCondition(now)));
  if (row === undefined) return null;
  let lastUsedAt = row.lastUsedAt;
  const touchBefore = new Date(now.getTime() - SESSION_LIFETIME.touchEveryMs);
  if (lastUsedAt <= touchBefore) {
    await db
      .update(sessions)
      .set({ lastUsedAt: now })
      .where(and(eq(sessions.tokenHash, tokenHash), lt(sessions.lastUsedAt, touchBefore)));
    lastUsedAt = now;
  }
  const expiresAt = new Date(
    Math.min(
      lastUsedAt.getTime() + SESSION_LIFETIME.idleMs,
      row.createdAt.getTime() + SESSION_LIFETIME.absoluteMs,
    ),
  );
  return {
    user: { id: row.id, email: row.email, isOperator: row.isOperator },
    session: { tokenHash, createdAt: row.createdAt, expiresAt },
  };
}

/** Ends every live session of the account, but the one `exceptTokenHash` names when given. */
export async function endSessions({
  db,
  userId,
  exceptTokenHash,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  exceptTokenHash?: string;
  now?: Date;
}): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptTokenHash === undefined ? undefined : ne(sessions.tokenHash, exceptTokenHash),
      ),
    );
}
