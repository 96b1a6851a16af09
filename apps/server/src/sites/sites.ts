import { randomBytes, randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { API_PATH_DEFAULT, ilhaError, type Site, validateSite } from "@ilha/core";
import { and, count, eq, sql } from "drizzle-orm";
import type { User } from "../auth/accounts.ts";
import type { Db } from "../db/database.ts";
import { sites } from "../db/schema.ts";
import { mediaDir } from "../media/media-files.ts";
import { DEFAULT_QUOTAS, type SiteSizeLimits } from "../quotas/quotas.ts";
import { checkSiteSize } from "../quotas/site-size.ts";
import { isReservedSlug } from "./reserved-slugs.ts";
import type { SiteRole, SiteRow } from "./site-access.ts";
import {
  blankSiteDocument,
  newSiteHash,
  type TemplateName,
  templateSiteDocument,
} from "./site-documents.ts";

export function slugOf(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/g, "");
  return base === "" ? "site" : base;
}

async function isSlugFree(db: Db, slug: string): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(sites).where(eq(sites.slug, slug));
  return (row?.total ?? 0) === 0;
}

const withSuffix = (base: string) => `${base}-${randomBytes(3).toString("hex")}`;

/**
 * A new site, blank or a copy of a template, under a free slug made from its name (or the one
 * asked for; 400 `reserved_slug` for a name of the platform's own hosts, which a name never
 * becomes). 403 `too_many_sites` once the owner has `maxSites`: the count and the insert run
 * under a lock on the owner, so concurrent creations cannot pass it together.
 */
export async function createSite({
  db,
  user,
  name,
  template,
  slug: wantedSlug,
  maxSites = DEFAULT_QUOTAS.sitesPerAccount,
}: {
  db: Db;
  user: User;
  name: string;
  template?: TemplateName | undefined;
  slug?: string | undefined;
  maxSites?: number;
}): Promise<SiteRow> {
  if (wantedSlug !== undefined && isReservedSlug(wantedSlug)) throw ilhaError("reservedSlug");
  const base = wantedSlug ?? slugOf(name);
  let slug = isReservedSlug(base) ? withSuffix(base) : base;
  while (!(await isSlugFree(db, slug))) slug = withSuffix(base);
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertSite({ db, user, name, template, slug, maxSites });
    } catch (error) {
      // Another site took the free slug meanwhile: try again under a suffixed one.
      if (!isUniqueViolation(error) || attempt === SLUG_ATTEMPTS) throw error;
      slug = withSuffix(base);
    }
  }
}

const SLUG_ATTEMPTS = 5;

/** PostgreSQL's `unique_violation`, on the error or a cause the driver wrapped it in. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; typeof cause === "object" && cause !== null; ) {
    if ((cause as { code?: unknown }).code === "23505") return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

async function insertSite({
  db,
  user,
  name,
  template,
  slug,
  maxSites,
}: {
  db: Db;
  user: User;
  name: string;
  template: TemplateName | undefined;
  slug: string;
  maxSites: number;
}): Promise<SiteRow> {
  const identity = { id: randomUUID(), hash: newSiteHash(), slug, name };
  const input =
    template === undefined
      ? blankSiteDocument(identity)
      : await templateSiteDocument({ template, identity });
  const checked = validateSite(input);
  if (!checked.ok) throw ilhaError("invalidDocument", checked.problems);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sites:${user.id}`}))`);
    const [owned] = await tx
      .select({ total: count() })
      .from(sites)
      .where(eq(sites.ownerId, user.id));
    if ((owned?.total ?? 0) >= maxSites) throw ilhaError("tooManySites");
    const [row] = await tx
      .insert(sites)
      .values({
        id: identity.id,
        ownerId: user.id,
        slug,
        name,
        template: template ?? null,
        document: checked.site,
      })
      .returning();
    if (row === undefined) throw new Error("the insert returns the site");
    return row;
  });
}

type StoredSite = {
  id: string;
  slug: string;
  hash: string;
  plan?: Site["plan"];
  settings: { email?: string; apiPath?: string };
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The fields the platform decides, as the saved document will hold them: the stored plan and
 * the server's own forms' address. 403 `platform_field` when the body names either with another
 * value (a body that leaves one out keeps it as stored).
 */
function keepPlatformFields({
  body,
  site,
  stored,
}: {
  body: unknown;
  site: Site;
  stored: StoredSite;
}): Site {
  const plan = stored.plan ?? "free";
  const apiPath = stored.settings.apiPath ?? API_PATH_DEFAULT;
  const settings = isObject(body) && isObject(body.settings) ? body.settings : {};
  const isPlanChanged = isObject(body) && "plan" in body && site.plan !== plan;
  const isApiPathChanged = "apiPath" in settings && site.settings.apiPath !== apiPath;
  if (isPlanChanged || isApiPathChanged) throw ilhaError("platformField");
  return { ...site, plan, settings: { ...site.settings, apiPath } };
}

/**
 * Saves a whole draft document when `expectedVersion` is still the site's version: validated by
 * core (nothing saved on any problem), with the site's own id, slug and hash (the hash is what
 * published forms post with). Only the owner may change the e-mail that receives the site's
 * messages: a collaborator may not read the inbox, so may not redirect it either. The plan and
 * the forms' address are the platform's (`keepPlatformFields`); the size is bounded by
 * `sizeLimits` (413 `site_too_large`).
 */
export async function saveSite({
  db,
  site,
  role,
  document,
  expectedVersion,
  sizeLimits,
}: {
  db: Db;
  site: SiteRow;
  role: SiteRole;
  document: unknown;
  expectedVersion: number;
  sizeLimits: SiteSizeLimits;
}): Promise<SiteRow> {
  const checked = validateSite(document);
  if (!checked.ok) throw ilhaError("invalidDocument", checked.problems);
  const stored = site.document as StoredSite;
  const identityProblems = [
    checked.site.id === site.id
      ? undefined
      : { path: "id", message: "The site's id cannot change" },
    checked.site.slug === site.slug
      ? undefined
      : { path: "slug", message: "The site's slug cannot change here" },
    checked.site.hash === stored.hash
      ? undefined
      : { path: "hash", message: "The site's hash cannot change" },
  ].filter((problem) => problem !== undefined);
  if (identityProblems.length > 0) throw ilhaError("invalidDocument", identityProblems);
  if (role !== "owner" && (checked.site.settings.email ?? "") !== (stored.settings.email ?? "")) {
    throw ilhaError("ownerOnly");
  }
  const kept = keepPlatformFields({ body: document, site: checked.site, stored });
  checkSiteSize({ site: kept, limits: sizeLimits });
  const [saved] = await db
    .update(sites)
    .set({
      document: kept,
      name: kept.name,
      version: expectedVersion + 1,
      updatedAt: new Date(),
    })
    .where(and(eq(sites.id, site.id), eq(sites.version, expectedVersion)))
    .returning();
  if (saved !== undefined) return saved;
  const [current] = await db
    .select({ version: sites.version })
    .from(sites)
    .where(eq(sites.id, site.id));
  throw ilhaError("versionConflict", { currentVersion: current?.version });
}

/** Deletes the site, then its published versions and media, which are served no more. */
export async function deleteSite({
  db,
  dataDir,
  site,
}: {
  db: Db;
  dataDir: string;
  site: SiteRow;
}): Promise<void> {
  await db.delete(sites).where(eq(sites.id, site.id));
  await rm(join(dataDir, "published", site.id), { recursive: true, force: true });
  await rm(mediaDir({ dataDir, siteId: site.id }), { recursive: true, force: true });
}
