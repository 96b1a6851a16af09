import type { Db } from "../db/database.ts";
import { hitRateWindows, type RateDecision } from "../rate-limits/rate-window.ts";

/**
 * Confirmation mails a day: 3 to one address (whichever accounts ask), so the address's owner
 * gets at most 3 mails they did not ask for, and 10 asked for by one account.
 */
export const CONFIRMATION_MAIL_RATE = {
  perAddress: 3,
  perAccount: 10,
  windowMs: 24 * 60 * 60 * 1000,
} as const;

/** An address counts under one key whatever the case it is written in. */
export function confirmationRateKeys({ userId, email }: { userId: string; email: string }) {
  return {
    account: `confirm-mail:account:${userId}`,
    address: `confirm-mail:address:${email.trim().toLowerCase()}`,
  };
}

/**
 * Counts one confirmation mail against its account's window, then (when the account is within
 * its limit) against its address's; refused when either is past its limit.
 */
export async function hitConfirmationRate({
  db,
  userId,
  email,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  email: string;
  now?: Date;
}): Promise<RateDecision> {
  const keys = confirmationRateKeys({ userId, email });
  const count = async (key: string, limit: number) => {
    const [decision] = await hitRateWindows({
      db,
      keys: [key],
      limit,
      windowMs: CONFIRMATION_MAIL_RATE.windowMs,
      now,
    });
    return decision ?? { isAllowed: false, retryAfterSeconds: 1 };
  };
  const account = await count(keys.account, CONFIRMATION_MAIL_RATE.perAccount);
  if (!account.isAllowed) return account;
  return count(keys.address, CONFIRMATION_MAIL_RATE.perAddress);
}
