import type { Db } from "../db/database.ts";
import { clearRateWindows, giveBackHits, hitRateWindows } from "../rate-limits/rate-window.ts";

/**
 * After 5 failed logins for one account, or 20 from one address, in 15 minutes, logins wait for
 * the window to pass (an address may be shared by many people).
 */
export const LOGIN_THROTTLE = {
  maxFailures: 5,
  maxFailuresPerAddress: 20,
  windowMs: 15 * 60 * 1000,
} as const;

/** The rate windows a login counts against: its account's and its address's. */
export type ThrottleKeys = { account: string; address: string };

export function throttleKeys({ email, ip }: { email: string; ip: string }): ThrottleKeys {
  return { account: `login:account:${email}`, address: `login:ip:${ip}` };
}

/**
 * Counts a login attempt against its account's and its address's windows before its password is
 * checked (each an atomic count in the shared rate windows), and tells whether either is past
 * its limit. Counting first means a burst of concurrent attempts cannot all pass the check while
 * the slow password hashes run; a successful login gives its attempt back with `forgiveAttempt`.
 */
export async function takeAttempt(db: Db, keys: ThrottleKeys, now = new Date()): Promise<boolean> {
  const count = async (key: string, limit: number) => {
    const [decision] = await hitRateWindows({
      db,
      keys: [key],
      limit,
      windowMs: LOGIN_THROTTLE.windowMs,
      now,
    });
    return decision?.isAllowed === true;
  };
  const isAccountAllowed = await count(keys.account, LOGIN_THROTTLE.maxFailures);
  const isAddressAllowed = await count(keys.address, LOGIN_THROTTLE.maxFailuresPerAddress);
  return !(isAccountAllowed && isAddressAllowed);
}

/** A successful login: the account starts afresh and the address gets its attempt back. */
export async function forgiveAttempt(db: Db, keys: ThrottleKeys): Promise<void> {
  await clearRateWindows({ db, keys: [keys.account] });
  await giveBackHits({ db, keys: [keys.address] });
}
