import { ilhaError, type Site } from "@ilha/core";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { sites } from "../db/schema.ts";

export type SitePlan = Site["plan"];

/**
 * Sets a site's plan, which only the platform decides: the draft document's `plan` changes and
 * its version grows by one (an editor holding the older version is told to fetch it again). The
 * pages show the new plan from the site's next publish.
 */
export async function setSitePlan({
  db,
  siteId,
  plan,
}: {
  db: Db;
  siteId: string;
  plan: SitePlan;
}): Promise<{ id: string; plan: SitePlan; version: number }> {
  const [row] = await db
    .update(sites)
    .set({
      document: sql`jsonb_set(${sites.document}, '{plan}', to_jsonb(${plan}::text))`,
      version: sql`${sites.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(sites.id, siteId))
    .returning({ id: sites.id, version: sites.version });
  if (row === undefined) throw ilhaError("notFound");
  return { id: row.id, plan, version: row.version };
}
