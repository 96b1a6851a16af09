import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { hashPassword } from "./auth/passwords.ts";
import type { Db } from "./db/database.ts";
import { sites, users } from "./db/schema.ts";
import { publishSite } from "./publishing/publish.ts";
import { createSite } from "./sites/sites.ts";

export const DEMO_EMAIL = "demo@ilha.local";
export const DEMO_SLUG = "vehicle-rental";

/**
 * On the first run: a demo owner with a random password (returned once, stored only as a hash)
 * who owns the vehicle-rental template, published at slug `vehicle-rental`. Later runs find the
 * owner and change nothing.
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
  if (existing !== undefined) return undefined;
  const password = randomBytes(12).toString("base64url");
  const id = "demo-owner";
  await db
    .insert(users)
    .values({ id, email: DEMO_EMAIL, passwordHash: await hashPassword(password) });
  const site = await createSite({
    db,
    user: { id, email: DEMO_EMAIL },
    name: "Maré Rent",
    template: "vehicle-rental",
    slug: DEMO_SLUG,
  });
  await publishSite({ db, dataDir, site, origin: publicOrigin, hostOrigin });
  const [row] = await db.select().from(sites).where(eq(sites.id, site.id));
  return row === undefined ? undefined : { password };
}
