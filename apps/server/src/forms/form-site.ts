import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { keptReads } from "../db/kept-reads.ts";
import { sites } from "../db/schema.ts";
import { SITE_READ_TTL_MS } from "../hosting/live-versions.ts";

/** What a form needs of the site it posts to; only these fields leave the database. */
export type FormSite = {
  id: string;
  slug: string;
  ownerId: string;
  /** The hash the page must send (`siteHash`), so a post proves it came from the site's page. */
  hash: string;
  name: string;
  /** Where its contact messages are mailed (`settings.email`), or "". */
  email: string;
};

/** The published site (`live_version` set) a form posts to, by its id, or null. */
export async function readFormSite(db: Db, siteId: string): Promise<FormSite | null> {
  const [row] = await db
    .select({
      id: sites.id,
      slug: sites.slug,
      ownerId: sites.ownerId,
      hash: sql<string>`${sites.document}->>'hash'`,
      name: sql<string>`${sites.document}->>'name'`,
      email: sql<string | null>`${sites.document}->'settings'->>'email'`,
    })
    .from(sites)
    .where(and(eq(sites.id, siteId), isNotNull(sites.liveVersion)));
  if (row === undefined) return null;
  return { ...row, email: row.email ?? "" };
}

/**
 * Published form sites kept for `SITE_READ_TTL_MS` (see `keptReads`): a site that does not
 * exist or is not published is null, the same unknown site (404) to a visitor.
 */
export function formSites(db: Db) {
  const kept = keptReads({ ttlMs: SITE_READ_TTL_MS, read: (siteId) => readFormSite(db, siteId) });
  return {
    published: (siteId: string) => kept.of(siteId),
    forget: kept.forget,
  };
}
