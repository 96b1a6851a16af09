import { randomBytes } from "node:crypto";
import { type Database, migratedImage, openDatabase } from "./database.ts";

export type TestDatabase = { name: "pglite" | "postgres"; open: () => Promise<Database> };

/** The migrated empty embedded database every PGlite opening of this process starts from. */
let image: Promise<Blob> | undefined;

/**
 * The databases the integration suites run on: embedded PGlite always, and PostgreSQL when
 * `TEST_DATABASE_URL` is set (`.ci/run` sets it when a server answers on 127.0.0.1:5432). Each
 * PGlite opening is an in-memory database of its own, from one image of the migrated schema; each
 * PostgreSQL opening gets a database of its own, dropped on close.
 */
export function testDatabases(): TestDatabase[] {
  const openPglite = async () => {
    image ??= migratedImage();
    return openDatabase({ image: await image });
  };
  const databases: TestDatabase[] = [{ name: "pglite", open: openPglite }];
  const url = process.env.TEST_DATABASE_URL;
  if (url !== undefined && url !== "") {
    databases.push({ name: "postgres", open: () => openFreshPostgres(url) });
  }
  return databases;
}

/**
 * A database of its own on the PostgreSQL server at `adminUrl`: its URL, and `drop`, which waits
 * for its connections to close (they close asynchronously; none is cut off mid-goodbye) and then
 * drops it, forcing whatever is left.
 */
export async function freshPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const { Client } = (await import("pg")).default;
  const name = `ilha_test_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  return {
    url: target.href,
    name,
    drop: async () => {
      const cleanup = new Client({ connectionString: adminUrl });
      await cleanup.connect();
      for (let attempt = 0; attempt < 50; attempt++) {
        const { rows } = await cleanup.query<{ open: string }>(
          "select count(*) as open from pg_stat_activity where datname = $1",
          [name],
        );
        if (rows[0]?.open === "0") break;
        await new Promise((done) => setTimeout(done, 100));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function openFreshPostgres(url: string): Promise<Database> {
  const fresh = await freshPostgresDatabase(url);
  const database = await openDatabase({ url: fresh.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}
