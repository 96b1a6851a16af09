import { randomBytes, randomUUID } from "node:crypto";
import { ilhaError, validateSite } from "@ilha/core";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { User } from "../auth/accounts.ts";
import type { Db } from "../db/database.ts";
import { siteMembers, sites } from "../db/schema.ts";
import type { SiteRow } from "./site-access.ts";
import {
  blankSiteDocument,
  newSiteHash,
  type TemplateName,
  templateSiteDocument,
} from "./site-documents.ts";

export type SiteSummary = {
  id: string;
  slug: string;
  name: string;
  version: number;
  liveVersion: number | null;
  role: "owner" | "collaborator";
  updatedAt: string;
};

function summary(site: SiteRow, role: SiteSummary["role"]): SiteSummary {
  return {
    id: site.id,
    slug: site.slug,
    name: site.name,
    version: site.version,
    liveVersion: site.liveVersion,
    role,
    updatedAt: site.updatedAt.toISOString(),
  };
}

/** The user's own sites, newest first; with shared editing, the ones shared with them too. */
export async function listSites({
  db,
  user,
  isSharedEditing,
}: {
  db: Db;
  user: User;
  isSharedEditing: boolean;
}): Promise<SiteSummary[]> {
  const own = await db
    .select()
    .from(sites)
    .where(eq(sites.ownerId, user.id))
    .orderBy(desc(sites.createdAt));
  if (!isSharedEditing) return own.map((site) => summary(site, "owner"));
  const memberships = await db
    .select({ siteId: siteMembers.siteId })
    .from(siteMembers)
    .where(eq(siteMembers.userId, user.id));
  const shared =
    memberships.length === 0
      ? []
      : await db
          .select()
          .from(sites)
          .where(
            inArray(
              sites.id,
              memberships.map((row) => row.siteId),
            ),
          );
  return [
    ...own.map((site) => summary(site, "owner")),
    ...shared.map((site) => summary(site, "collaborator")),
  ];
}

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

/** A new site, blank or a copy of a template, under a free slug made from its name. */
export async function createSite({
  db,
  user,
  name,
  template,
  slug: wantedSlug,
}: {
  db: Db;
  user: User;
  name: string;
  template?: TemplateName | undefined;
  slug?: string | undefined;
}): Promise<SiteRow> {
  const base = wantedSlug ?? slugOf(name);
  let slug = base;
  while (!(await isSlugFree(db, slug))) slug = `${base}-${randomBytes(3).toString("hex")}`;
  const identity = { id: randomUUID(), hash: newSiteHash(), slug, name };
  const input =
    template === undefined
      ? blankSiteDocument(identity)
      : await templateSiteDocument({ template, identity });
  const checked = validateSite(input);
  if (!checked.ok) throw ilhaError("invalidDocument", checked.problems);
  const [row] = await db
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
}

/**
 * Saves a whole draft document when `expectedVersion` is still the site's version: validated by
 * core (nothing saved on any problem), with the site's own id and slug.
 */
export async function saveSite({
  db,
  site,
  document,
  expectedVersion,
}: {
  db: Db;
  site: SiteRow;
  document: unknown;
  expectedVersion: number;
}): Promise<SiteRow> {
  const checked = validateSite(document);
  if (!checked.ok) throw ilhaError("invalidDocument", checked.problems);
  const identityProblems = [
    checked.site.id === site.id
      ? undefined
      : { path: "id", message: "The site's id cannot change" },
    checked.site.slug === site.slug
      ? undefined
      : { path: "slug", message: "The site's slug cannot change here" },
  ].filter((problem) => problem !== undefined);
  if (identityProblems.length > 0) throw ilhaError("invalidDocument", identityProblems);
  const [saved] = await db
    .update(sites)
    .set({
      document: checked.site,
      name: checked.site.name,
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

export async function deleteSite({ db, site }: { db: Db; site: SiteRow }): Promise<void> {
  await db.delete(sites).where(eq(sites.id, site.id));
}

export { summary as siteSummary };
