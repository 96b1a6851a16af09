import { rm } from "node:fs/promises";
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { sites, siteVersions } from "../db/schema.ts";
import { versionDir } from "./published-files.ts";

/**
 * Removes a site's published versions beyond the newest `keep`, rows and folders, never the live
 * one (read in the same statement that deletes, so a version made live meanwhile stays).
 * Answers the numbers removed.
 */
export async function pruneVersions({
  db,
  dataDir,
  siteId,
  keep,
}: {
  db: Db;
  dataDir: string;
  siteId: string;
  keep: number;
}): Promise<number[]> {
  const newest = db
    .select({ number: siteVersions.number })
    .from(siteVersions)
    .where(eq(siteVersions.siteId, siteId))
    .orderBy(sql`${siteVersions.number} desc`)
    .limit(keep);
  const live = db
    .select({ number: sql<number>`coalesce(${sites.liveVersion}, 0)` })
    .from(sites)
    .where(eq(sites.id, siteId));
  const removed = await db
    .delete(siteVersions)
    .where(
      and(
        eq(siteVersions.siteId, siteId),
        notInArray(siteVersions.number, newest),
        notInArray(siteVersions.number, live),
      ),
    )
    .returning({ number: siteVersions.number });
  const numbers = removed.map((row) => row.number);
  await Promise.all(
    numbers.map((version) =>
      rm(versionDir({ dataDir, siteId, version }), { recursive: true, force: true }),
    ),
  );
  return numbers;
}
