import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { rateWindows } from "../db/schema.ts";
import { unnestSql } from "../db/unnest.ts";

export type RateDecision = { isAllowed: boolean; retryAfterSeconds: number };

export type RateRule = { limit: number; windowMs: number; now: Date };

/**
 * Each hit of a batch (keys may repeat): its key, its place among that key's hits in the batch
 * (1-based) and how many hits that key has in the batch.
 */
export type Hit = { rateKey: string; nth: number; batchHits: number };

export function hitsOf(keys: string[]): Hit[] {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  const seen = new Map<string, number>();
  return keys.map((rateKey) => {
    const nth = (seen.get(rateKey) ?? 0) + 1;
    seen.set(rateKey, nth);
    return { rateKey, nth, batchHits: counts.get(rateKey) ?? 1 };
  });
}

/**
 * The common table expressions that count a batch's hits in fixed windows, for a statement that
 * already defines `batch` with the columns `rate_key`, `nth` and `batch_hits` (one row per hit):
 * `windows` holds each key's count after the batch and when its window started. A window that
 * has passed starts again with this batch.
 */
export function countHitsSql({ windowMs, now }: RateRule): SQL {
  const started = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  return sql`windows as (
    insert into ${rateWindows} as counted (key, hits, window_started_at)
    select rate_key, max(batch_hits), ${started} from batch group by rate_key
    on conflict (key) do update set
      hits = case when counted.window_started_at <= ${expired} then excluded.hits else counted.hits + excluded.hits end,
      window_started_at = case when counted.window_started_at <= ${expired} then ${started} else counted.window_started_at end
    returning key, hits, window_started_at
  )`;
}

/**
 * For a `batch` row joined to its `windows` row: `is_allowed`, whether its hit is within the
 * limit, and `window_started_ms`, when its window started (milliseconds since the epoch, a
 * number with either driver).
 */
export function hitDecisionSql(limit: number): SQL {
  return sql`windows.hits - batch.batch_hits + batch.nth <= ${limit}::bigint as is_allowed,
    (extract(epoch from windows.window_started_at) * 1000)::float8 as window_started_ms`;
}

export type HitDecisionRow = { is_allowed: boolean; window_started_ms: number };

export function decisionOf(row: HitDecisionRow, { windowMs, now }: RateRule): RateDecision {
  return {
    isAllowed: row.is_allowed,
    retryAfterSeconds: Math.max(
      1,
      Math.ceil((row.window_started_ms + windowMs - now.getTime()) / 1000),
    ),
  };
}

/**
 * Counts one hit per entry of `keys` (a key may repeat) in fixed windows, in one statement, and
 * says for each hit, in order, whether it is within `limit`; when not, how many seconds remain
 * until its window ends.
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
  const hits = hitsOf(keys);
  const batch = unnestSql([
    ["ordinal", "int", hits.map((_, ordinal) => ordinal)],
    ["rate_key", "text", hits.map((hit) => hit.rateKey)],
    ["nth", "int", hits.map((hit) => hit.nth)],
    ["batch_hits", "int", hits.map((hit) => hit.batchHits)],
  ]);
  const query = sql`with ${batch},
    ${countHitsSql({ limit, windowMs, now })}
    select ${hitDecisionSql(limit)}
    from batch join windows on windows.key = batch.rate_key
    order by batch.ordinal`;
  // Both drivers answer `execute` with the rows under `rows`.
  const { rows } = (await db.execute(query)) as unknown as { rows: HitDecisionRow[] };
  return rows.map((row) => decisionOf(row, { limit, windowMs, now }));
}
