import { randomBytes } from "node:crypto";
import { rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { ilhaError, validateSite } from "@ilha/core";
import { buildSite } from "@ilha/publisher";
import { and, desc, eq, exists, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { sites, siteVersions } from "../db/schema.ts";
import { copyReferencedMedia } from "../media/published-media.ts";
import { DEFAULT_QUOTAS, type SiteSizeLimits } from "../quotas/quotas.ts";
import { checkSiteSize } from "../quotas/site-size.ts";
import type { SiteRow } from "../sites/site-access.ts";
import { type TemplateName, templateDir } from "../sites/site-documents.ts";
import { withPlatformFields } from "./platform-fields.ts";
import { pruneVersions } from "./prune-versions.ts";
import { pathRouteBase, versionDir } from "./published-files.ts";

export type PublishOptions = {
  db: Db;
  dataDir: string;
  site: SiteRow;
  /** The public origin of `/s/{slug}/` addresses, for canonical and sitemap URLs. */
  origin: string;
  /** The public origin of the site's own host, e.g. `http://mare-rent.localhost:3000`. */
  hostOrigin: string;
  sizeLimits?: SiteSizeLimits;
  /** Versions kept after the publish, besides the live one; older ones are removed. */
  keptVersions?: number;
};

/**
 * Publishes the draft: validates it, builds it into a new immutable version folder, then moves
 * the live pointer to it in one update, so a visitor sees the old version or the new one, never
 * half of either. The forms post to this server (`withPlatformFields`). Afterwards the versions
 * beyond the newest `keptVersions` are removed, never the live one.
 */
export async function publishSite(options: PublishOptions): Promise<{ version: number }> {
  const {
    db,
    dataDir,
    site,
    sizeLimits = DEFAULT_QUOTAS.siteSize,
    keptVersions = DEFAULT_QUOTAS.keptVersions,
  } = options;
  const validated = validateSite(site.document);
  if (!validated.ok) throw ilhaError("invalidDocument", validated.problems);
  checkSiteSize({ site: validated.site, limits: sizeLimits });
  const checked = { site: withPlatformFields(validated.site) };
  const [last] = await db
    .select({ number: siteVersions.number })
    .from(siteVersions)
    .where(eq(siteVersions.siteId, site.id))
    .orderBy(desc(siteVersions.number))
    .limit(1);
  const version = (last?.number ?? 0) + 1;
  const dir = versionDir({ dataDir, siteId: site.id, version });
  const staging = `${dir}.staging-${randomBytes(4).toString("hex")}`;
  const assetsDir = site.template === null ? undefined : templateDir(site.template as TemplateName);
  let isVersionRecorded = false;
  try {
    await buildSite(checked.site, {
      outDir: join(staging, "path"),
      base: pathRouteBase(site.slug),
      origin: options.origin,
      assetsDir,
    });
    await buildSite(checked.site, {
      outDir: join(staging, "host"),
      base: "",
      origin: options.hostOrigin,
      assetsDir,
    });
    await copyReferencedMedia({
      dataDir,
      siteId: site.id,
      document: checked.site,
      outDirs: [join(staging, "path"), join(staging, "host")],
    });
    const inserted = await db
      .insert(siteVersions)
      .values({
        siteId: site.id,
        number: version,
        document: checked.site,
        draftVersion: site.version,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) throw ilhaError("publishConflict");
    isVersionRecorded = true;
    await rename(staging, dir);
  } catch (error) {
    if (isVersionRecorded) {
      await db
        .delete(siteVersions)
        .where(and(eq(siteVersions.siteId, site.id), eq(siteVersions.number, version)));
    }
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  // A publish that started earlier and ends later never replaces a newer live version.
  await db
    .update(sites)
    .set({ liveVersion: version })
    .where(
      and(eq(sites.id, site.id), or(isNull(sites.liveVersion), lt(sites.liveVersion, version))),
    );
  await pruneVersions({ db, dataDir, siteId: site.id, keep: keptVersions });
  return { version };
}

export async function unpublishSite({ db, site }: { db: Db; site: SiteRow }): Promise<void> {
  await db.update(sites).set({ liveVersion: null }).where(eq(sites.id, site.id));
}

/**
 * The site's published versions, newest first. `draftVersion` is the draft (`sites.version`, the
 * document's ETag) each was built from, or null where not recorded: the draft has changed since
 * the live version when it differs from the site's version.
 */
export async function listVersions({ db, site }: { db: Db; site: SiteRow }) {
  const rows = await db
    .select({
      number: siteVersions.number,
      publishedAt: siteVersions.publishedAt,
      draftVersion: siteVersions.draftVersion,
    })
    .from(siteVersions)
    .where(eq(siteVersions.siteId, site.id))
    .orderBy(desc(siteVersions.number));
  return rows.map((row) => ({
    number: row.number,
    publishedAt: row.publishedAt.toISOString(),
    draftVersion: row.draftVersion,
    isLive: row.number === site.liveVersion,
  }));
}

/**
 * Makes an earlier version live again: its folder is still there, unchanged. The pointer moves
 * only while the version's row exists, so a version pruned meanwhile is a 404, never a live
 * pointer to nothing.
 */
export async function restoreVersion({
  db,
  site,
  version,
}: {
  db: Db;
  site: SiteRow;
  version: number;
}): Promise<{ version: number }> {
  const [row] = await db
    .select({ number: siteVersions.number })
    .from(siteVersions)
    .where(and(eq(siteVersions.siteId, site.id), eq(siteVersions.number, version)));
  if (row === undefined) throw ilhaError("notFound");
  const moved = await db
    .update(sites)
    .set({ liveVersion: version })
    .where(
      and(
        eq(sites.id, site.id),
        exists(
          db
            .select({ number: siteVersions.number })
            .from(siteVersions)
            .where(and(eq(siteVersions.siteId, site.id), eq(siteVersions.number, version))),
        ),
      ),
    )
    .returning({ id: sites.id });
  if (moved.length === 0) throw ilhaError("notFound");
  return { version };
}
