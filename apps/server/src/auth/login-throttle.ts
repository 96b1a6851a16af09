import type { Db } from "../db/database.ts";
import { clearRateWindows, giveBackHits, hitRateWindows } from "../rate-limits/rate-window.ts";
import { LOGIN_THROTTLE } from "../rate-limits/sign-in.ts";

/** The rate windows a sign-in counts against: its (account, address) pair's, its address's, its account's. */
export type ThrottleKeys = { pair: string; address: string; account: string };

/** `address` is the visitor as `clientAddress` counts them (IPv6 per /64). */
export function throttleKeys({ email, address }: { email: string; address: string }): ThrottleKeys {
  return {
    pair: `login:pair:${email}|${address}`,
    address: `login:ip:${address}`,
    account: `login:account:${email}`,
  };
}

/**
 * Counts a sign-in attempt before its password is checked (each an atomic count in the shared
 * rate windows), and tells whether it is held: first its pair, then its address, then its
 * account. A held attempt counts no further, so a stranger's held pair never adds to the
 * account's ceiling. Counting first means a burst of concurrent attempts cannot all pass while
 * the slow password hashes run; a successful sign-in gives its attempt back with `forgiveAttempt`.
 */
export async function takeAttempt(db: Db, keys: ThrottleKeys, now = new Date()): Promise<boolean> {
  const isWithin = async (key: string, limit: number) => {
    const [decision] = await hitRateWindows({
      db,
      keys: [key],
      limit,
      windowMs: LOGIN_THROTTLE.windowMs,
      now,
    });
    return decision?.isAllowed === true;
  };
  if (!(await isWithin(keys.pair, LOGIN_THROTTLE.maxFailuresPerPair))) return true;
  if (!(await isWithin(keys.address, LOGIN_THROTTLE.maxFailuresPerAddress))) return true;
  return !(await isWithin(keys.account, LOGIN_THROTTLE.maxFailuresPerAccount));
}

/** A successful sign-in: its pair starts afresh, its address and account get their attempt back. */
export async function forgiveAttempt(db: Db, keys: ThrottleKeys): Promise<void> {
  await clearRateWindows({ db, keys: [keys.pair] });
  await giveBackHits({ db, keys: [keys.address, keys.account] });
}
