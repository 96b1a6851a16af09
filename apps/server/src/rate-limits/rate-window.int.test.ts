import { inArray, notInArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.ts";
import { rateWindows } from "../db/schema.ts";
import { testDatabases } from "../db/test-databases.ts";
import {
  clearRateWindows,
  giveBackHits,
  hitRateWindows,
  hitsOf,
  LONGEST_RATE_WINDOW_MS,
  purgeRateWindows,
} from "./rate-window.ts";

describe("hitsOf", () => {
  it("numbers each key's hits in order and counts them", () => {
    expect(hitsOf(["a", "b", "a", "a"])).toEqual([
      { rateKey: "a", nth: 1, batchHits: 3 },
      { rateKey: "b", nth: 1, batchHits: 1 },
      { rateKey: "a", nth: 2, batchHits: 3 },
      { rateKey: "a", nth: 3, batchHits: 3 },
    ]);
  });
});

describe.each(testDatabases())("rate windows on $name", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });

  const windowMs = 10 * 60 * 1000;
  const start = new Date("2026-11-22T10:00:00.000Z");
  const at = (ms: number) => new Date(start.getTime() + ms);

  it("lets a batch's hits through up to the limit, in order, and says when the window ends", async () => {
    const hit = (keys: string[], now: Date) =>
      hitRateWindows({ db: database.db, keys, limit: 3, windowMs, now });
    const first = await hit(["x", "y", "x"], start);
    expect(first.map((decision) => decision.isAllowed)).toEqual([true, true, true]);
    const second = await hit(["x", "x", "y"], at(60_500));
    expect(second).toEqual([
      { isAllowed: true, retryAfterSeconds: 540 },
      { isAllowed: false, retryAfterSeconds: 540 },
      { isAllowed: true, retryAfterSeconds: 540 },
    ]);
    // Refused hits count too: a robot that keeps posting stays refused until the window ends.
    expect((await hit(["x"], at(windowMs - 1))).at(0)).toEqual({
      isAllowed: false,
      retryAfterSeconds: 1,
    });
    const afterWindow = await hit(["x", "x", "x", "x"], at(windowMs));
    expect(afterWindow.map((decision) => decision.isAllowed)).toEqual([true, true, true, false]);
    expect(afterWindow.at(-1)?.retryAfterSeconds).toBe(600);
  });

  it("gives a hit back, never below none, and forgets a window so the next hit starts a new one", async () => {
    const hit = (keys: string[], now: Date) =>
      hitRateWindows({ db: database.db, keys, limit: 2, windowMs, now });
    const allowed = (decisions: { isAllowed: boolean }[]) =>
      decisions.map((decision) => decision.isAllowed);
    expect(allowed(await hit(["given", "given", "given"], start))).toEqual([true, true, false]);
    await giveBackHits({ db: database.db, keys: ["given"] });
    await giveBackHits({ db: database.db, keys: ["given"] });
    expect(allowed(await hit(["given", "given"], at(1_000)))).toEqual([true, false]);
    await giveBackHits({ db: database.db, keys: ["unknown"] });
    await clearRateWindows({ db: database.db, keys: ["given"] });
    const fresh = await hit(["given", "given", "given"], at(2_000));
    expect(allowed(fresh)).toEqual([true, true, false]);
    // The new window began with this hit, 2 s into the old one: all of it is left to wait.
    expect(fresh.at(-1)?.retryAfterSeconds).toBe(600);
  });

  it("purges the windows that ended under every rule, in batches, and keeps the rest counting", async () => {
    // Days after the other tests' windows, so only this test's windows have ended.
    const base = at(10 * LONGEST_RATE_WINDOW_MS);
    const later = (ms: number) => new Date(base.getTime() + ms);
    const keys = ["old-1", "old-2", "old-3", "old-4", "old-5", "recent", "edge"];
    const hit = (key: string, now: Date, limit = 2) =>
      hitRateWindows({
        db: database.db,
        keys: [key],
        limit,
        windowMs: LONGEST_RATE_WINDOW_MS,
        now,
      });
    for (const key of keys.slice(0, 5)) await hit(key, base);
    await hit("edge", later(1));
    await hit("recent", later(LONGEST_RATE_WINDOW_MS / 2));
    await hit("recent", later(LONGEST_RATE_WINDOW_MS / 2));
    // The other tests' windows started days before `base`: they have ended too.
    const others = await database.db
      .select({ key: rateWindows.key })
      .from(rateWindows)
      .where(notInArray(rateWindows.key, keys));
    const purged = await purgeRateWindows({
      db: database.db,
      now: later(LONGEST_RATE_WINDOW_MS),
      batch: 2,
    });
    expect(others.length).toBeGreaterThan(0);
    expect(purged).toBe(others.length + 5);
    const left = await database.db
      .select({ key: rateWindows.key, hits: rateWindows.hits })
      .from(rateWindows)
      .where(inArray(rateWindows.key, keys));
    expect(left.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: "edge", hits: 1 },
      { key: "recent", hits: 2 },
    ]);
    // A window kept is still counting: the recent key is at its limit until its window ends.
    expect((await hit("recent", later(LONGEST_RATE_WINDOW_MS))).at(0)?.isAllowed).toBe(false);
    expect(await purgeRateWindows({ db: database.db, now: later(LONGEST_RATE_WINDOW_MS) })).toBe(0);
  });
});
