import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./database.ts";
import { sites, submissions, users } from "./schema.ts";
import { testDatabases } from "./test-databases.ts";

describe.each(testDatabases())("the database on $name", ({ open }) => {
  let database: Database;

  beforeAll(async () => {
    database = await open();
  });

  afterAll(async () => {
    await database?.close();
  });

  async function aSite(): Promise<string> {
    const userId = randomUUID();
    const siteId = randomUUID();
    await database.db
      .insert(users)
      .values({ id: userId, email: `${userId}@ilha.local`, passwordHash: "x" });
    await database.db.insert(sites).values({
      id: siteId,
      ownerId: userId,
      slug: `s-${siteId.slice(0, 8)}`,
      name: "Site",
      document: { name: "Site" },
    });
    return siteId;
  }

  it("runs the migrations and stores a site document as JSON", async () => {
    const siteId = await aSite();
    const [row] = await database.db.select().from(sites).where(eq(sites.id, siteId));
    expect(row?.document).toEqual({ name: "Site" });
    expect(row?.version).toBe(1);
    expect(row?.liveVersion).toBeNull();
  });

  it("stores a submission once per idempotency key and site", async () => {
    const siteId = await aSite();
    const row = { siteId, name: "Ana", email: "ana@example.com", idempotencyKey: "key-1" };
    await database.db.insert(submissions).values({ id: randomUUID(), ...row });
    await expect(
      database.db.insert(submissions).values({ id: randomUUID(), ...row }),
    ).rejects.toThrow();
    await database.db
      .insert(submissions)
      .values({ id: randomUUID(), ...row, idempotencyKey: null });
    await database.db
      .insert(submissions)
      .values({ id: randomUUID(), ...row, idempotencyKey: null });
    const stored = await database.db
      .select()
      .from(submissions)
      .where(eq(submissions.siteId, siteId));
    expect(stored).toHaveLength(3);
  });

  it("cascades a site's deletion to its submissions", async () => {
    const siteId = await aSite();
    await database.db
      .insert(submissions)
      .values({ id: randomUUID(), siteId, name: "Rui", email: "rui@example.com" });
    await database.db.delete(sites).where(eq(sites.id, siteId));
    const left = await database.db.select().from(submissions).where(eq(submissions.siteId, siteId));
    expect(left).toEqual([]);
  });
});

describe("embedded PGlite in a data directory", () => {
  it("keeps what was written across a restart, and migrating again changes nothing", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "ilha-data-"));
    try {
      const first = await openDatabase({ dataDir });
      await first.db.insert(users).values({ id: "u1", email: "a@ilha.local", passwordHash: "h" });
      await first.close();
      const second = await openDatabase({ dataDir });
      const rows = await second.db.select().from(users);
      await second.close();
      expect(rows.map((row) => row.email)).toEqual(["a@ilha.local"]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
