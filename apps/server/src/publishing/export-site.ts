import { ilhaError, validateSite } from "@ilha/core";
import { buildSite } from "@ilha/publisher";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { sites, siteVersions } from "../db/schema.ts";
import { copyReferencedMedia } from "../media/published-media.ts";
import { type TemplateName, templateDir } from "../sites/site-documents.ts";
import { withPlatformFields } from "./platform-fields.ts";

/**
 * Writes a site's live version as static files for any host, at the root of its own origin,
 * with its forms posting to `apiOrigin` (this server, reachable from the visitors' browsers).
 */
export async function exportSite({
  db,
  dataDir,
  slug,
  outDir,
  apiOrigin,
  origin,
}: {
  db: Db;
  /** Where uploaded media are kept: the ones the site uses are exported with it. */
  dataDir: string;
  slug: string;
  outDir: string;
  apiOrigin: string;
  /** Where the export will be hosted (canonical and sitemap URLs). */
  origin: string;
}): Promise<{ version: number; pages: number }> {
  const [site] = await db
    .select()
    .from(sites)
    .where(and(eq(sites.slug, slug), isNotNull(sites.liveVersion)));
  if (site === undefined || site.liveVersion === null) throw ilhaError("notFound");
  const [version] = await db
    .select()
    .from(siteVersions)
    .where(and(eq(siteVersions.siteId, site.id), eq(siteVersions.number, site.liveVersion)));
  if (version === undefined) throw ilhaError("notFound");
  const checked = validateSite(version.document);
  if (!checked.ok) throw ilhaError("invalidDocument", checked.problems);
  const result = await buildSite(withPlatformFields(checked.site), {
    outDir,
    base: "",
    origin,
    apiOrigin,
    assetsDir: site.template === null ? undefined : templateDir(site.template as TemplateName),
  });
  await copyReferencedMedia({
    dataDir,
    siteId: site.id,
    document: checked.site,
    outDirs: [outDir],
  });
  return { version: site.liveVersion, pages: result.pages };
}
