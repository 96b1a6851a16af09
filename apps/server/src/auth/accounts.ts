import { randomUUID } from "node:crypto";
import { ilhaError, isEmail, LIMITS } from "@ilha/core";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/database.ts";
import { sessions, users } from "../db/schema.ts";
import { hitRateWindows } from "../rate-limits/rate-window.ts";
import { forgiveAttempt, takeAttempt, throttleKeys } from "./login-throttle.ts";
import { decoyHash, hashPassword, verifyPassword } from "./passwords.ts";
import { hashToken, newToken } from "./tokens.ts";

export const PASSWORD_LENGTH = { min: 10, max: 200 } as const;

/** `{ email, password }` as sent to signup and login; e-mails compare lower-cased. */
export const credentials = z.strictObject({
  email: z
    .string()
    .trim()
    .max(LIMITS.text.email)
    .transform((email) => email.toLowerCase()),
  password: z.string().max(PASSWORD_LENGTH.max * 4),
});
export type Credentials = z.infer<typeof credentials>;

export type User = { id: string; email: string };

async function startSession(db: Db, userId: string): Promise<string> {
  const { token, tokenHash } = newToken();
  await db.insert(sessions).values({ tokenHash, userId });
  return token;
}

/**
 * Accounts one address may create in an hour: each signup costs a memory-hard password hash, so
 * an address cannot make the server spend without end.
 */
export const SIGNUP_THROTTLE = { maxPerAddress: 30, windowMs: 60 * 60 * 1000 } as const;

export async function signup({ db, email, password, ip }: Credentials & { db: Db; ip: string }) {
  const [decision] = await hitRateWindows({
    db,
    keys: [`signup:${ip}`],
    limit: SIGNUP_THROTTLE.maxPerAddress,
    windowMs: SIGNUP_THROTTLE.windowMs,
  });
  if (decision?.isAllowed !== true) throw ilhaError("tooManyAttempts");
  if (!isEmail(email)) throw ilhaError("invalidEmail");
  if (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max) {
    throw ilhaError("weakPassword");
  }
  const id = randomUUID();
  const passwordHash = await hashPassword(password);
  const inserted = await db
    .insert(users)
    .values({ id, email, passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (inserted.length === 0) throw ilhaError("emailTaken");
  return { token: await startSession(db, id), user: { id, email } };
}

/**
 * Unknown e-mail and wrong password get the same answer after the same work; attempts count per
 * account and per address before the password is checked, and past the limit every login waits
 * out the window.
 */
export async function login({ db, email, password, ip }: Credentials & { db: Db; ip: string }) {
  const keys = throttleKeys({ email, ip });
  if (await takeAttempt(db, keys)) throw ilhaError("tooManyAttempts");
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const isRight = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  if (user === undefined || !isRight) throw ilhaError("wrongCredentials");
  await forgiveAttempt(db, keys);
  return { token: await startSession(db, user.id) };
}

export async function logout({ db, token }: { db: Db; token: string }): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

/** The user a bearer token belongs to, unless it is unknown or revoked. */
export async function userOfToken({ db, token }: { db: Db; token: string }): Promise<User | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
  return row ?? null;
}
