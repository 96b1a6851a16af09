import type { TrackingSettings } from "@ilha/core";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { type KeptReads, keptReads } from "../db/kept-reads.ts";
import { sites, siteVersions } from "../db/schema.ts";
import { type Vendor, vendorsOf } from "./security-headers.ts";

/**
 * How long a server keeps what it read of a site for its hot paths (the live pointer, the form
 * endpoints' site). A change on this server is seen at once; one on another server behind the
 * same database within this time.
 */
export const SITE_READ_TTL_MS = 1000;

/** A site's live version, and the third-party vendors its settings name (for its CSP). */
export type LiveVersion = { siteId: string; version: number; vendors: Vendor[] };

/** The live version of the site at a slug, or null when it has none or does not exist. */
export type LiveVersions = KeptReads<LiveVersion | null>;

/** Published sites whose live version a server keeps to serve through a database outage. */
const LAST_KNOWN_SITES = 10_000;

/**
 * The live pointers of published sites, read at most once a second per slug. While the database
 * cannot answer, a published site this server has read before is served from its last answer,
 * so published sites stay up through a brief outage; any other slug fails as the database does.
 * Only published sites are kept, so requests for slugs that name none cannot push them out.
 */
export function liveVersions({ db, now }: { db: Db; now?: () => number }): LiveVersions {
  const lastKnown = new Map<string, LiveVersion>();
  const remember = (slug: string, value: LiveVersion | null) => {
    lastKnown.delete(slug);
    if (value === null) return;
    lastKnown.set(slug, value);
    const oldest = lastKnown.keys().next().value;
    if (lastKnown.size > LAST_KNOWN_SITES && oldest !== undefined) lastKnown.delete(oldest);
  };
  return keptReads({
    ttlMs: SITE_READ_TTL_MS,
    ...(now === undefined ? {} : { now }),
    read: async (slug) => {
      try {
        const value = await readLiveVersion({ db, slug });
        remember(slug, value);
        return value;
      } catch (error) {
        const known = lastKnown.get(slug);
        if (known === undefined) throw error;
        return known;
      }
    },
  });
}

async function readLiveVersion({
  db,
  slug,
}: {
  db: Db;
  slug: string;
}): Promise<LiveVersion | null> {
  const [row] = await db
    .select({
      id: sites.id,
      liveVersion: sites.liveVersion,
      tracking: sql<TrackingSettings | null>`${siteVersions.document}->'settings'->'tracking'`,
    })
    .from(sites)
    .innerJoin(
      siteVersions,
      and(eq(siteVersions.siteId, sites.id), eq(siteVersions.number, sites.liveVersion)),
    )
    .where(eq(sites.slug, slug));
  return row === undefined || row.liveVersion === null
    ? null
    : { siteId: row.id, version: row.liveVersion, vendors: vendorsOf(row.tracking ?? undefined) };
}
