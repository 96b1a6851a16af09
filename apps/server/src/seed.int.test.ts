import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { verifyPassword } from "./auth/passwords.ts";
import type { Database } from "./db/database.ts";
import { sites, siteVersions, users } from "./db/schema.ts";
import { testDatabases } from "./db/test-databases.ts";
import { DEMO_EMAIL, DEMO_SLUG, seedDemo } from "./seed.ts";

describe.each(testDatabases())("the demo seed on $name", ({ open }) => {
  let database: Database | undefined;

  afterEach(async () => {
    await database?.close();
  });

  const seed = async (db: Database["db"], dataDir: string) =>
    seedDemo({
      db,
      dataDir,
      publicOrigin: "http://127.0.0.1:3000",
      hostOrigin: `http://${DEMO_SLUG}.localhost:3000`,
    });

  it("creates the demo owner with a random password returned once and stored only as a hash, and publishes the sample site", async () => {
    database = await open();
    const dataDir = await mkdtemp(join(tmpdir(), "ilha-seed-"));
    const first = await seed(database.db, dataDir);
    expect(first?.password).toMatch(/^[\w-]{16}$/);
    const [owner] = await database.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    expect(owner?.passwordHash).toMatch(/^scrypt\$/);
    expect(owner?.passwordHash).not.toContain(first?.password);
    expect(await verifyPassword(first?.password ?? "", owner?.passwordHash ?? "")).toBe(true);
    const [site] = await database.db.select().from(sites).where(eq(sites.slug, DEMO_SLUG));
    expect(site?.ownerId).toBe(owner?.id);
    expect(site?.liveVersion).toBe(1);

    expect(await seed(database.db, dataDir)).toBeUndefined();
    const again = await database.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    expect(again).toHaveLength(1);
    expect(again[0]?.passwordHash).toBe(owner?.passwordHash);
  });

  it("publishes the sample site on the next run when a run stopped before its first publish, but never republishes one its owner unpublished", async () => {
    database = await open();
    const dataDir = await mkdtemp(join(tmpdir(), "ilha-seed-"));
    await seed(database.db, dataDir);
    const [site] = await database.db.select().from(sites).where(eq(sites.slug, DEMO_SLUG));
    const siteId = site?.id ?? "";
    await database.db.delete(siteVersions).where(eq(siteVersions.siteId, siteId));
    await database.db.update(sites).set({ liveVersion: null }).where(eq(sites.id, siteId));
    await rm(join(dataDir, "published", siteId), { recursive: true });

    expect(await seed(database.db, dataDir)).toBeUndefined();
    const [recovered] = await database.db.select().from(sites).where(eq(sites.id, siteId));
    expect(recovered?.liveVersion).toBe(1);

    await database.db.update(sites).set({ liveVersion: null }).where(eq(sites.id, siteId));
    await seed(database.db, dataDir);
    const [unpublished] = await database.db.select().from(sites).where(eq(sites.id, siteId));
    expect(unpublished?.liveVersion).toBeNull();
  });
});
