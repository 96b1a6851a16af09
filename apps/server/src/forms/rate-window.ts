import { sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { rateWindows } from "../db/schema.ts";

/**
 * Counts one hit for `key` in a fixed window and says whether it is within `limit`; when not,
 * how many seconds remain until the window ends (for `Retry-After`).
 */
export async function hitRateWindow({
  db,
  key,
  limit,
  windowMs,
  now = new Date(),
}: {
  db: Db;
  key: string;
  limit: number;
  windowMs: number;
  now?: Date;
}): Promise<{ isAllowed: boolean; retryAfterSeconds: number }> {
  const started = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateWindows)
    .values({ key, hits: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateWindows.key,
      set: {
        hits: sql`case when ${rateWindows.windowStartedAt} <= ${expired} then 1 else ${rateWindows.hits} + 1 end`,
        windowStartedAt: sql`case when ${rateWindows.windowStartedAt} <= ${expired} then ${started} else ${rateWindows.windowStartedAt} end`,
      },
    })
    .returning();
  const hits = row?.hits ?? 1;
  const windowEnd = (row?.windowStartedAt ?? now).getTime() + windowMs;
  return {
    isAllowed: hits <= limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)),
  };
}
