import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/database.ts";
import { outbox } from "../db/schema.ts";
import { type ReceivedMail, smtpSink } from "../test-support/smtp-sink.ts";
import { deliverDue, OUTBOX_CLAIM_MS, smtpMailer, startOutboxWorker } from "./outbox-worker.ts";

/** One database that can be closed and opened again, as a server restart does. */
type Storage = { open: () => Promise<Database>; drop: () => Promise<void> };

async function pgliteStorage(): Promise<Storage> {
  const dataDir = await mkdtemp(join(tmpdir(), "ilha-restart-"));
  return { open: () => openDatabase({ dataDir }), drop: async () => undefined };
}

async function postgresStorage(url: string): Promise<Storage> {
  const name = `ilha_restart_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    open: () => openDatabase({ url: target.href }),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

const storages: { name: string; storage: () => Promise<Storage> }[] = [
  { name: "pglite", storage: pgliteStorage },
];
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl !== undefined && postgresUrl !== "") {
  storages.push({ name: "postgres", storage: () => postgresStorage(postgresUrl) });
}

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe.each(storages)("the outbox across a restart on $name", ({ storage }) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("finishes the mail in flight before stop resolves, so the next server never sends it again", async () => {
    const arrived = deferred();
    const release = deferred();
    const smtp = await smtpSink({
      hold: () => {
        arrived.resolve();
        return release.promise;
      },
    });
    cleanups.push(smtp.close);
    const store = await storage();
    cleanups.push(store.drop);
    const first = await store.open();
    const id = randomUUID();
    await first.db.insert(outbox).values({
      id,
      recipient: "reservas@mare-rent.example",
      subject: "New message from your website Maré Rent",
      body: "Um carro para sábado?",
      nextAttemptAt: new Date(Date.now() - 1000),
    });
    const mailer = smtpMailer({ url: smtp.url, from: "no-reply@ilha.local" });
    const worker = startOutboxWorker({ db: first.db, mailer, intervalMs: 10 });
    await arrived.promise;

    let isStopped = false;
    const stopping = worker.stop().then(() => {
      isStopped = true;
    });
    await new Promise((done) => setTimeout(done, 50));
    expect(isStopped).toBe(false);
    release.resolve();
    await stopping;
    const [row] = await first.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row?.sentAt).toBeInstanceOf(Date);
    await first.close();

    const second = await store.open();
    cleanups.push(second.close);
    const afterClaim = new Date(Date.now() + OUTBOX_CLAIM_MS + 60_000);
    const restarted = startOutboxWorker({
      db: second.db,
      mailer,
      intervalMs: 10,
      clock: () => afterClaim,
    });
    await new Promise((done) => setTimeout(done, 200));
    await restarted.stop();
    expect(await deliverDue({ db: second.db, mailer, now: afterClaim })).toEqual({
      sent: 0,
      tried: 0,
    });
    expect(smtp.received.map((mail: ReceivedMail) => mail.to)).toEqual([
      ["reservas@mare-rent.example"],
    ]);
  });

  it("leaves the rest of a round for the next start once stop is asked", async () => {
    const arrived = deferred();
    const release = deferred();
    const smtp = await smtpSink({
      hold: () => {
        arrived.resolve();
        return release.promise;
      },
    });
    cleanups.push(smtp.close);
    const store = await storage();
    cleanups.push(store.drop);
    const database = await store.open();
    cleanups.push(database.close);
    const createdAt = new Date(Date.now() - 1000);
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    await database.db.insert(outbox).values(
      ids.map((id, index) => ({
        id,
        recipient: `owner${index}@example.com`,
        subject: "Queued",
        body: "One of three.",
        createdAt: new Date(createdAt.getTime() + index),
        nextAttemptAt: createdAt,
      })),
    );
    const mailer = smtpMailer({ url: smtp.url, from: "no-reply@ilha.local" });
    const worker = startOutboxWorker({ db: database.db, mailer, intervalMs: 10 });
    await arrived.promise;
    const stopping = worker.stop();
    release.resolve();
    await stopping;
    const rows = await database.db.select().from(outbox);
    const sentIds = rows.filter((row) => row.sentAt !== null).map((row) => row.id);
    expect(sentIds).toEqual([ids[0]]);
    expect(rows.filter((row) => row.attempts > 0).map((row) => row.id)).toEqual([ids[0]]);
    expect(smtp.received.map((mail) => mail.to)).toEqual([["owner0@example.com"]]);
  });

  it("stops waiting for a stalled mail server at its deadline, leaving the mail claimed for a retry", async () => {
    const arrived = deferred();
    const release = deferred();
    const smtp = await smtpSink({
      hold: () => {
        arrived.resolve();
        return release.promise;
      },
    });
    cleanups.push(smtp.close);
    cleanups.push(async () => release.resolve());
    const store = await storage();
    cleanups.push(store.drop);
    const database = await store.open();
    cleanups.push(database.close);
    const id = randomUUID();
    await database.db.insert(outbox).values({
      id,
      recipient: "reservas@mare-rent.example",
      subject: "Stalled",
      body: "The mail server never answers.",
      nextAttemptAt: new Date(Date.now() - 1000),
    });
    const mailer = smtpMailer({ url: smtp.url, from: "no-reply@ilha.local" });
    const claimedAt = new Date();
    const worker = startOutboxWorker({
      db: database.db,
      mailer,
      intervalMs: 10,
      clock: () => claimedAt,
    });
    await arrived.promise;
    const started = performance.now();
    await worker.stop({ deadlineMs: 300 });
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(290);
    expect(waited).toBeLessThan(2000);
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row?.sentAt).toBeNull();
    expect(row?.attempts).toBe(1);
    expect(row?.nextAttemptAt.getTime()).toBe(claimedAt.getTime() + OUTBOX_CLAIM_MS);
  });
});
