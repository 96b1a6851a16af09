import { mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  driver: "pglite" | "postgres";
  close: () => Promise<void>;
};

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), "../../drizzle");

/**
 * Opens the database and brings it to the latest migration: PostgreSQL when `url` is given,
 * else embedded PGlite in `dataDir` (in memory when `dataDir` is undefined), starting from
 * `image` (a data directory `dumpImage` made) when one is given.
 */
export async function openDatabase({
  url,
  dataDir,
  image,
}: {
  url?: string | undefined;
  dataDir?: string | undefined;
  image?: Blob | undefined;
}): Promise<Database> {
  if (url !== undefined && url !== "") return openPostgres(url);
  return openPglite(dataDir, image);
}

/**
 * Durability of the embedded database: PGlite runs PostgreSQL with fsync off (`-F`) and its Node
 * file system's fsync does nothing, but with `synchronous_commit` on (its default) a commit's WAL
 * is written into the data directory's files before the query resolves. An acknowledged row
 * therefore survives the process being killed (`durability.int.test.ts`), not the machine
 * losing power; PostgreSQL (`DATABASE_URL`) is the store for that. (`relaxedDurability` concerns
 * the browser's file systems only.)
 */
async function openPglite(dataDir: string | undefined, image: Blob | undefined): Promise<Database> {
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
  const { client, db } = await migratedPglite({
    dataDir: dataDir === undefined ? undefined : join(dataDir, "pglite"),
    loadDataDir: image,
  });
  return { db, driver: "pglite", close: () => client.close() };
}

async function migratedPglite(options: PGliteOptions): Promise<{ client: PGlite; db: Db }> {
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = new PGlite(options);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return { client, db: db as unknown as Db };
}

/**
 * An empty embedded database at the latest migration, as the image of its data directory: opening
 * one from it (`openDatabase({ image })`) skips PostgreSQL's initdb, about 1.4 s of a core against
 * 3.3 for a database made anew. The test suites open dozens.
 */
export async function migratedImage(): Promise<Blob> {
  const { client } = await migratedPglite({});
  const image = await client.dumpDataDir("none");
  await client.close();
  return image;
}

/** Connections a server holds to PostgreSQL. */
const POOL_SIZE = 10;

/**
 * How long a query waits for a connection before it fails (a 503 with `Retry-After`): a database
 * that does not answer makes requests fail fast instead of piling up.
 */
export const CONNECT_TIMEOUT_MS = 5000;

/**
 * A lost connection (a database restart, a terminated backend, a network cut) never ends the
 * process: node-postgres reports it as an `error` event of the pool (an idle client) or of the
 * client (one checked out), which is logged and otherwise ignored, since the pool drops that
 * client and connects anew for the next query. A query on a lost connection fails on its own and its request is answered 503.
 */
async function openPostgres(url: string): Promise<Database> {
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const { Pool } = (await import("pg")).default;
  const pool = new Pool({
    connectionString: url,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  const onLost = (error: Error) => {
    process.stderr.write(`ilha: a database connection was lost (${error.message})\n`);
  };
  pool.on("error", onLost);
  // A client checked out between two queries (inside a transaction) has no pool listener.
  pool.on("connect", (client) => client.on("error", onLost));
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return { db: db as unknown as Db, driver: "postgres", close: () => pool.end() };
}
