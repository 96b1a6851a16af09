import { randomBytes } from "node:crypto";
import { ERRORS, IlhaError } from "@ilha/core";
import { eq } from "drizzle-orm";
import { hashPassword } from "./auth/passwords.ts";
import type { Db } from "./db/database.ts";
import { sites, siteVersions, users } from "./db/schema.ts";
import { publishSite } from "./publishing/publish.ts";
import { createSite } from "./sites/sites.ts";

export const DEMO_EMAIL = "demo@ilha.local";
export const DEMO_SLUG = "vehicle-rental";

/**
 * On the first run: a demo owner with a random password (returned once, stored only as a hash)
 * who owns the vehicle-rental template, published at slug `vehicle-rental`. The owner and the
 * site are created in one transaction, so a crash leaves both or neither; a run that finds the
 * site never published (a crash during the build) publishes it. Later runs change nothing, and
 * servers starting together on one database seed once.
 */
export async function seedDemo({
  db,
  dataDir,
  publicOrigin,
  hostOrigin,
}: {
  db: Db;
  dataDir: string;
  publicOrigin: string;
  hostOrigin: string;
}): Promise<{ password: string } | undefined> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_EMAIL));
  const created = existing === undefined ? await createDemoOwner(db) : undefined;
  const [site] = await db.select().from(sites).where(eq(sites.slug, DEMO_SLUG));
  if (site === undefined || site.ownerId !== DEMO_OWNER_ID || site.liveVersion !== null) {
    return created;
  }
  const [published] = await db
    .select({ number: siteVersions.number })
    .from(siteVersions)
    .where(eq(siteVersions.siteId, site.id))
    .limit(1);
  if (published !== undefined) return created;
  try {
    await publishSite({ db, dataDir, site, origin: publicOrigin, hostOrigin });
  } catch (error) {
    if (!(error instanceof IlhaError && error.code === ERRORS.publishConflict.code)) throw error;
  }
  return created;
}

const DEMO_OWNER_ID = "demo-owner";

async function createDemoOwner(db: Db): Promise<{ password: string } | undefined> {
  const password = randomBytes(12).toString("base64url");
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values({ id: DEMO_OWNER_ID, email: DEMO_EMAIL, passwordHash })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (inserted.length === 0) return undefined;
    await createSite({
      db: tx,
      user: { id: DEMO_OWNER_ID, email: DEMO_EMAIL },
      name: "Maré Rent",
      template: "vehicle-rental",
      slug: DEMO_SLUG,
    });
    return { password };
  });
}
