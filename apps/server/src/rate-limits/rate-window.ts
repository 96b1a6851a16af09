import { inArray, type SQL, sql } from "drizzle-orm";
import { batchRows, batchSql } from "../db/batch-rows.ts";
import type { Db } from "../db/database.ts";
import { preparedStatement } from "../db/prepared.ts";
import { rateWindows } from "../db/schema.ts";

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

/** The columns of a batch's hits, for `batchSql`; each row's values come from `hitRow`. */
export const HIT_COLUMNS = [
  ["rate_key", "text"],
  ["nth", "int"],
  ["batch_hits", "int"],
] as const;

export function hitRow(hit: Hit) {
  return { rate_key: hit.rateKey, nth: hit.nth, batch_hits: hit.batchHits };
}

/** The values of a statement's placeholders for counting hits under `rule` (besides its rows). */
export function ruleValues({ limit, windowMs, now }: RateRule) {
  return {
    rate_limit: limit,
    window_started: now.toISOString(),
    window_expired: new Date(now.getTime() - windowMs).toISOString(),
  };
}

/**
 * The common table expression `windows` that counts a batch's hits in fixed windows, for a
 * statement that already defines `batch` with the `HIT_COLUMNS` (one row per hit): each key's
 * count after the batch, and when its window started. A window that has passed starts again with
 * this batch. Its values come from `ruleValues`.
 */
export const COUNT_HITS_SQL: SQL = sql`windows as (
    insert into ${rateWindows} as counted (key, hits, window_started_at)
    select rate_key, max(batch_hits), ${sql.placeholder("window_started")}::timestamptz
    from batch group by rate_key
    on conflict (key) do update set
      hits = case when counted.window_started_at <= ${sql.placeholder("window_expired")}::timestamptz
        then excluded.hits else counted.hits + excluded.hits end,
      window_started_at = case when counted.window_started_at <= ${sql.placeholder("window_expired")}::timestamptz
        then excluded.window_started_at else counted.window_started_at end
    returning key, hits, window_started_at
  )`;

/**
 * For a `batch` row joined to its `windows` row: `is_allowed`, whether its hit is within the
 * limit, and `window_started_ms`, when its window started (milliseconds since the epoch, a
 * number with either driver).
 */
export const HIT_DECISION_SQL: SQL = sql`windows.hits - batch.batch_hits + batch.nth <= ${sql.placeholder("rate_limit")}::bigint as is_allowed,
    (extract(epoch from windows.window_started_at) * 1000)::float8 as window_started_ms`;

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

const hitStatement = preparedStatement<HitDecisionRow>(
  "hit_rate_windows",
  sql`with ${batchSql([["ordinal", "int"], ...HIT_COLUMNS])}, ${COUNT_HITS_SQL}
    select ${HIT_DECISION_SQL}
    from batch join windows on windows.key = batch.rate_key
    order by batch.ordinal`,
);

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
  const rule = { limit, windowMs, now };
  const hits = hitsOf(keys);
  const rows = await hitStatement(db, {
    rows: batchRows(hits.map((hit, ordinal) => ({ ordinal, ...hitRow(hit) }))),
    ...ruleValues(rule),
  });
  return rows.map((row) => decisionOf(row, rule));
}

/** Gives one hit back to each key's window (never below none), as if it had not been counted. */
export async function giveBackHits({ db, keys }: { db: Db; keys: string[] }): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(rateWindows)
    .set({ hits: sql`greatest(${rateWindows.hits} - 1, 0)` })
    .where(inArray(rateWindows.key, keys));
}

/** Forgets each key's window: its next hit starts a new one. */
export async function clearRateWindows({ db, keys }: { db: Db; keys: string[] }): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(rateWindows).where(inArray(rateWindows.key, keys));
}

/**
 * The longest window any rule counts in (confirmation mails: a day). A window that started
 * longer ago has ended under every rule, so forgetting it changes no decision: its key's next hit
 * would start a new window anyway.
 */
export const LONGEST_RATE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** How often a server purges ended windows, and how many it deletes at most per statement. */
export const RATE_WINDOW_PURGE = { everyMs: 10 * 60 * 1000, batch: 10_000 } as const;

/**
 * Deletes windows that started `LONGEST_RATE_WINDOW_MS` or more before `now`, in statements of
 * at most `batch` rows (so no statement holds many locks); answers how many.
 */
export async function purgeRateWindows({
  db,
  now = new Date(),
  batch = RATE_WINDOW_PURGE.batch,
}: {
  db: Db;
  now?: Date;
  batch?: number;
}): Promise<number> {
  const ended = new Date(now.getTime() - LONGEST_RATE_WINDOW_MS).toISOString();
  let purged = 0;
  for (;;) {
    const deleted = await db
      .delete(rateWindows)
      .where(
        inArray(
          rateWindows.key,
          sql`(select ${rateWindows.key} from ${rateWindows}
            where ${rateWindows.windowStartedAt} <= ${ended}::timestamptz
            limit ${batch})`,
        ),
      )
      .returning({ key: rateWindows.key });
    purged += deleted.length;
    if (deleted.length < batch) return purged;
  }
}

/**
 * Purges ended windows every `everyMs` until the returned function is called (which waits for a
 * purge under way). A failed purge is logged through `onError` and tried again at the next turn;
 * the timer never keeps the process alive.
 */
export function purgeRateWindowsEvery({
  db,
  everyMs = RATE_WINDOW_PURGE.everyMs,
  onError,
}: {
  db: Db;
  everyMs?: number;
  onError: (error: unknown) => void;
}): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = purgeRateWindows({ db }).then(
      () => undefined,
      (error: unknown) => onError(error),
    );
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
