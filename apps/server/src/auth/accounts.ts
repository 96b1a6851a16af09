import { randomUUID } from "node:crypto";
import { ilhaError, isEmail, LIMITS } from "@ilha/core";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/database.ts";
import { outbox, sessions, users } from "../db/schema.ts";
import { hitRateWindows } from "../rate-limits/rate-window.ts";
import { SIGNUP_THROTTLE } from "../rate-limits/sign-in.ts";
import { isCommonPassword } from "./common-passwords.ts";
import { forgiveAttempt, takeAttempt, throttleKeys } from "./login-throttle.ts";
import { decoyHash, hashPassword, verifyPassword } from "./passwords.ts";
import { endSessions, startSession } from "./sessions.ts";
import { TAKEN_ADDRESS_MAIL_RATE, takenAddressMail } from "./taken-address-mail.ts";

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

/** `{ currentPassword, newPassword }` as sent to change a password. */
export const passwordChange = z.strictObject({
  currentPassword: z.string().max(PASSWORD_LENGTH.max * 4),
  newPassword: z.string().max(PASSWORD_LENGTH.max * 4),
});

export type User = { id: string; email: string };

/** `address` is the visitor as `clientAddress` counts them. */
type Attempt = Credentials & { db: Db; address: string; now?: Date };

/** A password an account may take: 10 to 200 characters and not a common one. */
function checkNewPassword(password: string): void {
  if (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max) {
    throw ilhaError("weakPassword");
  }
  if (isCommonPassword(password)) throw ilhaError("commonPassword");
}

/** The one answer of every signup that passes its checks: sign in with the same credentials. */
export const SIGNUP_ANSWER = { next: "login" } as const;

/** What `signup` did: answered (`SIGNUP_ANSWER`), or held by its rate window. */
export type SignupOutcome = { isAnswered: true } | { retryAfterSeconds: number };

/**
 * Creates an account for a new address; a taken one changes nothing. Both give the same answer
 * after the same work (the password is hashed either way), so signup tells nobody which addresses
 * have an account. When `mail` is given (mail is on), the owner of a taken address is told by
 * e-mail, through the outbox, that someone tried, at most `TAKEN_ADDRESS_MAIL_RATE` a day.
 * Signups count per address (`SIGNUP_THROTTLE`); a held one answers when its window frees.
 */
export async function signup({
  db,
  email,
  password,
  address,
  mail,
  now = new Date(),
}: Attempt & { mail?: { signInUrl: string } }): Promise<SignupOutcome> {
  const [decision] = await hitRateWindows({
    db,
    keys: [`signup:${address}`],
    limit: SIGNUP_THROTTLE.maxPerAddress,
    windowMs: SIGNUP_THROTTLE.windowMs,
    now,
  });
  if (decision?.isAllowed !== true) return { retryAfterSeconds: decision?.retryAfterSeconds ?? 1 };
  if (!isEmail(email)) throw ilhaError("invalidEmail");
  checkNewPassword(password);
  const passwordHash = await hashPassword(password);
  const inserted = await db
    .insert(users)
    .values({ id: randomUUID(), email, passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (inserted.length === 0 && mail !== undefined) {
    await tellOwnerOfTry({ db, email, signInUrl: mail.signInUrl, now });
  }
  return { isAnswered: true };
}

/** Queues `takenAddressMail` to the account of `email`, within `TAKEN_ADDRESS_MAIL_RATE`. */
async function tellOwnerOfTry({
  db,
  email,
  signInUrl,
  now,
}: {
  db: Db;
  email: string;
  signInUrl: string;
  now: Date;
}): Promise<void> {
  const [rate] = await hitRateWindows({
    db,
    keys: [`signup-taken-mail:${email}`],
    limit: TAKEN_ADDRESS_MAIL_RATE.maxPerAddress,
    windowMs: TAKEN_ADDRESS_MAIL_RATE.windowMs,
    now,
  });
  if (rate?.isAllowed !== true) return;
  const mail = takenAddressMail({ email, signInUrl });
  await db.insert(outbox).values({ id: randomUUID(), ...mail, createdAt: now, nextAttemptAt: now });
}

/**
 * Unknown e-mail and wrong password get the same answer after the same work; attempts count
 * (`LOGIN_THROTTLE`) before the password is checked, and a held attempt waits out its window.
 */
export async function login({ db, email, password, address, now = new Date() }: Attempt) {
  const keys = throttleKeys({ email, address });
  if (await takeAttempt(db, keys, now)) throw ilhaError("tooManyAttempts");
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const isRight = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  if (user === undefined || !isRight) throw ilhaError("wrongCredentials");
  await forgiveAttempt(db, keys);
  return { token: await startSession({ db, userId: user.id, now }) };
}

/**
 * A new password for the signed-in account: the current one must be right (a wrong one counts as
 * a failed sign-in); every other session of the account ends, the one asking stays.
 */
export async function changePassword({
  db,
  user,
  sessionTokenHash,
  currentPassword,
  newPassword,
  address,
  now = new Date(),
}: {
  db: Db;
  user: User;
  sessionTokenHash: string;
  currentPassword: string;
  newPassword: string;
  address: string;
  now?: Date;
}): Promise<void> {
  checkNewPassword(newPassword);
  const keys = throttleKeys({ email: user.email, address });
  if (await takeAttempt(db, keys, now)) throw ilhaError("tooManyAttempts");
  const [stored] = await db.select().from(users).where(eq(users.id, user.id));
  if (stored === undefined) throw ilhaError("unauthorized");
  if (!(await verifyPassword(currentPassword, stored.passwordHash))) {
    throw ilhaError("wrongCurrentPassword");
  }
  await forgiveAttempt(db, keys);
  const passwordHash = await hashPassword(newPassword);
  await db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  await endSessions({ db, userId: user.id, exceptTokenHash: sessionTokenHash, now });
}

/** Ends the session whose token hashes to `tokenHash`. */
export async function logout({
  db,
  tokenHash,
  now = new Date(),
}: {
  db: Db;
  tokenHash: string;
  now?: Date;
}): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, tokenHash));
}
