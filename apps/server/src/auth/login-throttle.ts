import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { loginFailures } from "../db/schema.ts";

/**
 * After 5 failed logins for one account, or 20 from one address, in 15 minutes, logins wait for
 * the window to pass (an address may be shared by many people).
 */
export const LOGIN_THROTTLE = {
  maxFailures: 5,
  maxFailuresPerAddress: 20,
  windowMs: 15 * 60 * 1000,
} as const;

export function throttleKeys({ email, ip }: { email: string; ip: string }): string[] {
  return [`account:${email}`, `ip:${ip}`];
}

/** Whether any of the keys has used up its failures in the current window. */
export async function isThrottled(db: Db, keys: string[], now = new Date()): Promise<boolean> {
  for (const key of keys) {
    const [row] = await db.select().from(loginFailures).where(eq(loginFailures.key, key));
    const isCurrent =
      row !== undefined && now.getTime() - row.windowStartedAt.getTime() < LOGIN_THROTTLE.windowMs;
    const limit = key.startsWith("ip:")
      ? LOGIN_THROTTLE.maxFailuresPerAddress
      : LOGIN_THROTTLE.maxFailures;
    if (isCurrent && row.failures >= limit) return true;
  }
  return false;
}

/** Counts a failure for each key, starting a new window when the last one has passed. */
export async function recordFailure(db: Db, keys: string[], now = new Date()): Promise<void> {
  const windowStart = sql`${new Date(now.getTime() - LOGIN_THROTTLE.windowMs).toISOString()}::timestamptz`;
  const started = sql`${now.toISOString()}::timestamptz`;
  for (const key of keys) {
    await db
      .insert(loginFailures)
      .values({ key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures: sql`case when ${loginFailures.windowStartedAt} < ${windowStart} then 1 else ${loginFailures.failures} + 1 end`,
          windowStartedAt: sql`case when ${loginFailures.windowStartedAt} < ${windowStart} then ${started} else ${loginFailures.windowStartedAt} end`,
        },
      });
  }
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
