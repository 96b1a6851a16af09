import { eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { type KeptReads, keptReads } from "../db/kept-reads.ts";
import { sites } from "../db/schema.ts";

/**
 * How long a server keeps what it read of a site for its hot paths (the live pointer, the form
 * endpoints' site). A change on this server is seen at once; one on another server behind the
 * same database within this time.
 */
export const SITE_READ_TTL_MS = 1000;

export type LiveVersion = { siteId: string; version: number };

/** The live version of the site at a slug, or null when it has none or does not exist. */
export type LiveVersions = KeptReads<LiveVersion | null>;

/** The live pointers of published sites, read at most once a second per slug. */
export function liveVersions({ db }: { db: Db }): LiveVersions {
  return keptReads({
    ttlMs: SITE_READ_TTL_MS,
    read: async (slug) => {
      const [row] = await db
        .select({ id: sites.id, liveVersion: sites.liveVersion })
        .from(sites)
        .where(eq(sites.slug, slug));
      return row === undefined || row.liveVersion === null
        ? null
        : { siteId: row.id, version: row.liveVersion };
    },
  });
}
