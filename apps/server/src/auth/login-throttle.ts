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

function limitOf(key: string): number {
  return key.startsWith("ip:") ? LOGIN_THROTTLE.maxFailuresPerAddress : LOGIN_THROTTLE.maxFailures;
}

/**
 * Counts a login attempt against each key before its password is checked, in one atomic upsert a
 * key (a new window starts when the last one has passed), and tells whether any key is past its
 * limit. Counting first means a burst of concurrent attempts cannot all pass the check while the
 * slow password hashes run; a successful login gives its attempt back with `forgiveAttempt`.
 */
export async function takeAttempt(db: Db, keys: string[], now = new Date()): Promise<boolean> {
  const windowStart = sql`${new Date(now.getTime() - LOGIN_THROTTLE.windowMs).toISOString()}::timestamptz`;
  const started = sql`${now.toISOString()}::timestamptz`;
  let isHeld = false;
  for (const key of keys) {
    const [row] = await db
      .insert(loginFailures)
      .values({ key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures: sql`case when ${loginFailures.windowStartedAt} < ${windowStart} then 1 else ${loginFailures.failures} + 1 end`,
          windowStartedAt: sql`case when ${loginFailures.windowStartedAt} < ${windowStart} then ${started} else ${loginFailures.windowStartedAt} end`,
        },
      })
      .returning({ failures: loginFailures.failures });
    if (row !== undefined && row.failures > limitOf(key)) isHeld = true;
  }
  return isHeld;
}

/** A successful login: the account starts afresh and the address gets its attempt back. */
export async function forgiveAttempt(db: Db, keys: string[]): Promise<void> {
  for (const key of keys) {
    if (key.startsWith("account:")) {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    } else {
      await db
        .update(loginFailures)
        .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
        .where(eq(loginFailures.key, key));
    }
  }
}
