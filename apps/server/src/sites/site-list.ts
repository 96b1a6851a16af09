import { and, desc, eq, inArray, max, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { User } from "../auth/accounts.ts";
import type { Db } from "../db/database.ts";
import { siteMembers, sites, siteVersions } from "../db/schema.ts";
import type { SiteRow } from "./site-access.ts";

export type SiteSummary = {
  id: string;
  slug: string;
  name: string;
  version: number;
  liveVersion: number | null;
  /** The draft version the live version was built from; null while unpublished or unknown. */
  liveDraftVersion: number | null;
  /** When the live version was published; null while unpublished. */
  livePublishedAt: string | null;
  /** When a version was last published, live or not (an unpublished site's too); null: never. */
  lastPublishedAt: string | null;
  role: "owner" | "collaborator";
  updatedAt: string;
  /** Where visitors find the site once published: its own host (never the editor's origin). */
  liveUrl: string;
};

/** A site's public address from its slug (the server's public origin and host suffix). */
export type LiveUrlOf = (slug: string) => string;

/** A site row with what its live version's row says (absent for a site just created). */
type ListedSite = SiteRow & {
  liveDraftVersion?: number | null;
  livePublishedAt?: Date | null;
  lastPublishedAt?: Date | null;
};

export function siteSummary(
  site: ListedSite,
  role: SiteSummary["role"],
  liveUrlOf: LiveUrlOf,
): SiteSummary {
  return {
    id: site.id,
    slug: site.slug,
    name: site.name,
    version: site.version,
    liveVersion: site.liveVersion,
    liveDraftVersion: site.liveDraftVersion ?? null,
    livePublishedAt: site.livePublishedAt?.toISOString() ?? null,
    lastPublishedAt: site.lastPublishedAt?.toISOString() ?? null,
    role,
    updatedAt: site.updatedAt.toISOString(),
    liveUrl: liveUrlOf(site.slug),
  };
}

/** A site's versions again, apart from its live version's row joined in the same query. */
const versionsOfSite = alias(siteVersions, "versions_of_site");

/**
 * Sites with their live version's draft version and date, and their last publish's date (read per
 * listed site from the versions' key, not from every site's versions), newest first.
 */
async function listedSites(db: Db, where: SQL): Promise<ListedSite[]> {
  const lastPublish = db
    .select({ at: max(versionsOfSite.publishedAt) })
    .from(versionsOfSite)
    .where(eq(versionsOfSite.siteId, sites.id));
  const rows = await db
    .select({
      site: sites,
      liveDraftVersion: siteVersions.draftVersion,
      livePublishedAt: siteVersions.publishedAt,
      lastPublishedAt: sql<Date | null>`(${lastPublish})`.mapWith(siteVersions.publishedAt),
    })
    .from(sites)
    .leftJoin(
      siteVersions,
      and(eq(siteVersions.siteId, sites.id), eq(siteVersions.number, sites.liveVersion)),
    )
    .where(where)
    .orderBy(desc(sites.createdAt));
  return rows.map((row) => ({
    ...row.site,
    liveDraftVersion: row.liveDraftVersion,
    livePublishedAt: row.livePublishedAt,
    lastPublishedAt: row.lastPublishedAt,
  }));
}

/** The user's own sites, newest first; with shared editing, the ones shared with them too. */
export async function listSites({
  db,
  user,
  isSharedEditing,
  liveUrlOf,
}: {
  db: Db;
  user: User;
  isSharedEditing: boolean;
  liveUrlOf: LiveUrlOf;
}): Promise<SiteSummary[]> {
  const own = await listedSites(db, eq(sites.ownerId, user.id));
  if (!isSharedEditing) return own.map((site) => siteSummary(site, "owner", liveUrlOf));
  const memberships = await db
    .select({ siteId: siteMembers.siteId })
    .from(siteMembers)
    .where(eq(siteMembers.userId, user.id));
  const shared =
    memberships.length === 0
      ? []
      : await listedSites(
          db,
          inArray(
            sites.id,
            memberships.map((row) => row.siteId),
          ),
        );
  return [
    ...own.map((site) => siteSummary(site, "owner", liveUrlOf)),
    ...shared.map((site) => siteSummary(site, "collaborator", liveUrlOf)),
  ];
}
