import { sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { rateWindows } from "../db/schema.ts";

export type RateDecision = { isAllowed: boolean; retryAfterSeconds: number };

/**
 * Counts one hit per entry of `keys` (a key may repeat) in fixed windows, in one statement, and
 * says for each hit, in order, whether it is within `limit`; when not, how many seconds remain
 * until its window ends (for `Retry-After`).
 */
export async function hitRateWindows({
  db,
  keys,
  limit,
  windowMs,
  now = new Date(),
}: {
  db: Db;
  keys: string[];
  limit: number;
  windowMs: number;
  now?: Date;
}): Promise<RateDecision[]> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  const started = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const rows = await db
    .insert(rateWindows)
    .values([...counts].map(([key, hits]) => ({ key, hits, windowStartedAt: now })))
    .onConflictDoUpdate({
      target: rateWindows.key,
      set: {
        hits: sql`case when ${rateWindows.windowStartedAt} <= ${expired} then excluded.hits else ${rateWindows.hits} + excluded.hits end`,
        windowStartedAt: sql`case when ${rateWindows.windowStartedAt} <= ${expired} then ${started} else ${rateWindows.windowStartedAt} end`,
      },
    })
    .returning();
  const totals = new Map(rows.map((row) => [row.key, row]));
  const seen = new Map<string, number>();
  return keys.map((key) => {
    const nth = (seen.get(key) ?? 0) + 1;
    seen.set(key, nth);
    const row = totals.get(key);
    const hits = (row?.hits ?? nth) - (counts.get(key) ?? 1) + nth;
    const windowEnd = (row?.windowStartedAt ?? now).getTime() + windowMs;
    return {
      isAllowed: hits <= limit,
      retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)),
    };
  });
}
