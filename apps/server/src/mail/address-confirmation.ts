import { randomUUID } from "node:crypto";
import { ilhaError } from "@ilha/core";
import { and, eq, isNull } from "drizzle-orm";
import type { User } from "../auth/accounts.ts";
import { hashToken, newToken } from "../auth/tokens.ts";
import type { Db } from "../db/database.ts";
import { confirmedEmails, emailConfirmations, outbox } from "../db/schema.ts";
import { CONFIRMATION_TTL_MS, confirmationLink, confirmationMail } from "./confirmation-mail.ts";
import { hitConfirmationRate } from "./confirmation-rate.ts";
import { type NotificationEmail, notificationEmail } from "./notification-email.ts";

export type ConfirmationRequest =
  | { isQueued: boolean; notification: NotificationEmail }
  | { retryAfterSeconds: number };

/**
 * The owner asks to confirm their site's notification address: a link of 256 random bits (kept
 * only as its SHA-256) is mailed to it through the outbox. Nothing is written when mail is off,
 * the site names no address, or the address is confirmed already; a refused rate is returned.
 */
export async function requestConfirmation({
  db,
  user,
  site,
  publicOrigin,
  isMailConfigured,
  now = new Date(),
}: {
  db: Db;
  user: User;
  site: { ownerId: string; document: unknown };
  publicOrigin: string;
  isMailConfigured: boolean;
  now?: Date;
}): Promise<ConfirmationRequest> {
  if (!isMailConfigured) throw ilhaError("mailNotConfigured");
  const notification = await notificationEmail({ db, site, isMailConfigured });
  if (notification.email === "") throw ilhaError("noNotificationEmail");
  if (notification.isConfirmed) return { isQueued: false, notification };
  const rate = await hitConfirmationRate({ db, userId: user.id, email: notification.email, now });
  if (!rate.isAllowed) return { retryAfterSeconds: rate.retryAfterSeconds };
  const { token, tokenHash } = newToken();
  const mail = confirmationMail({
    email: notification.email,
    accountEmail: user.email,
    link: confirmationLink({ publicOrigin, token }),
  });
  await db.transaction(async (tx) => {
    await tx
      .insert(emailConfirmations)
      .values({ tokenHash, userId: user.id, email: notification.email, createdAt: now });
    await tx
      .insert(outbox)
      .values({ id: randomUUID(), ...mail, createdAt: now, nextAttemptAt: now });
  });
  return { isQueued: true, notification };
}

/**
 * Following a confirmation link: its token, once and within `CONFIRMATION_TTL_MS`, confirms its
 * address for the account that asked. No sign-in is needed: holding the token proves the mail
 * was read.
 */
export async function confirmAddress({
  db,
  token,
  now = new Date(),
}: {
  db: Db;
  token: string;
  now?: Date;
}): Promise<{ email: string }> {
  const tokenHash = hashToken(token);
  const [confirmation] = await db
    .select()
    .from(emailConfirmations)
    .where(eq(emailConfirmations.tokenHash, tokenHash));
  if (confirmation === undefined) throw ilhaError("confirmationNotFound");
  if (confirmation.usedAt !== null) throw ilhaError("confirmationUsed");
  if (now.getTime() - confirmation.createdAt.getTime() > CONFIRMATION_TTL_MS) {
    throw ilhaError("confirmationExpired");
  }
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(emailConfirmations)
      .set({ usedAt: now })
      .where(and(eq(emailConfirmations.tokenHash, tokenHash), isNull(emailConfirmations.usedAt)))
      .returning({ email: emailConfirmations.email });
    if (claimed.length === 0) throw ilhaError("confirmationUsed");
    await tx
      .insert(confirmedEmails)
      .values({ userId: confirmation.userId, email: confirmation.email, confirmedAt: now })
      .onConflictDoNothing();
    return { email: confirmation.email };
  });
}
