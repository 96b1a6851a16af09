import { eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { sites } from "../db/schema.ts";

/**
 * How long a server keeps a site's live pointer before reading it again. A publish on this server
 * is seen at once (`forget`); one on another server behind the same database within this time.
 */
export const LIVE_POINTER_TTL_MS = 1000;

export type LiveVersion = { siteId: string; version: number };

export type LiveVersions = {
  /** The live version of the site at `slug`, or null when it has none or does not exist. */
  of: (slug: string) => Promise<LiveVersion | null>;
  /** Drops what is kept, after a publish, unpublish, restore or delete. */
  forget: () => void;
};

/**
 * The live pointers of published sites, read from the database at most once per `ttlMs` a slug,
 * so serving a page costs no query. Concurrent requests for one slug share one read.
 */
export function liveVersions({
  db,
  ttlMs = LIVE_POINTER_TTL_MS,
  now = Date.now,
}: {
  db: Db;
  ttlMs?: number;
  now?: () => number;
}): LiveVersions {
  const kept = new Map<string, { live: Promise<LiveVersion | null>; expiresAt: number }>();
  const read = async (slug: string): Promise<LiveVersion | null> => {
    const [row] = await db
      .select({ id: sites.id, liveVersion: sites.liveVersion })
      .from(sites)
      .where(eq(sites.slug, slug));
    return row === undefined || row.liveVersion === null
      ? null
      : { siteId: row.id, version: row.liveVersion };
  };
  return {
    of: (slug) => {
      const entry = kept.get(slug);
      if (entry !== undefined && entry.expiresAt > now()) return entry.live;
      const live = read(slug);
      kept.set(slug, { live, expiresAt: now() + ttlMs });
      live.catch(() => kept.delete(slug));
      return live;
    },
    forget: () => kept.clear(),
  };
}
