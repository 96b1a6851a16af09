import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { testDatabases } from "./db/test-databases.ts";
import { freePort, type IlhaProcess, ilhaProcess } from "./test-support/ilha-process.ts";

/**
 * Clients posting at once, each sending its next post as soon as one is answered, until its post
 * fails; the server is killed on the `KILL_AFTER`-th acknowledgement.
 */
const CLIENTS = 40;
const KILL_AFTER = 60;
const RETRIES = 20;

type Site = { id: string; hash: string };
type Answer = { id: string } | { status: number } | { error: string };

/** A database of its own on the test server, dropped afterwards (as `testDatabases` does). */
async function freshPostgres(adminUrl: string) {
  const { Client } = (await import("pg")).default;
  const name = `ilha_test_${randomBytes(6).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => run(`drop database if exists ${name} with (force)`) };
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The demo owner's token and the seeded vehicle-rental site's id and hash, through the API. */
async function demoSite(server: IlhaProcess): Promise<{ token: string; site: Site }> {
  const { token } = await json<{ token: string }>(
    await fetch(`${server.url}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "demo@ilha.local", password: server.demoPassword }),
    }),
  );
  const authorization = { authorization: `Bearer ${token}` };
  const list = await json<{ id: string; slug: string }[]>(
    await fetch(`${server.url}/api/v1/sites`, { headers: authorization }),
  );
  const id = list.find((site) => site.slug === "vehicle-rental")?.id;
  const document = await json<Site>(
    await fetch(`${server.url}/api/v1/sites/${id}`, { headers: authorization }),
  );
  return { token, site: { id: document.id, hash: document.hash } };
}

async function postContact({
  url,
  site,
  key,
}: {
  url: string;
  site: Site;
  key: string;
}): Promise<Answer> {
  try {
    const response = await fetch(`${url}/api/v1/sites/form/contact/${site.id}/`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": key },
      body: JSON.stringify({
        name: "Ana Lima",
        email: "ana@example.com",
        message: `Is the scooter free on Saturday? (${key})`,
        siteHash: site.hash,
      }),
    });
    if (response.status !== 201) return { status: response.status };
    return (await response.json()) as { id: string };
  } catch (error) {
    return { error: String(error) };
  }
}

async function inbox({ url, site, token }: { url: string; site: Site; token: string }) {
  const messages: { id: string; message: string }[] = [];
  for (let page = 1; ; page++) {
    const items = await json<{ id: string; message: string }[]>(
      await fetch(`${url}/api/v1/sites/${site.id}/submissions?page=${page}&limit=100`, {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    messages.push(...items);
    if (items.length < 100) return messages;
  }
}

/**
 * The real `ilha serve` on a fresh data directory (and database): clients posting contact messages
 * with idempotency keys, SIGKILL while posts are in flight, a restart on the same data, the
 * clients retrying what was not answered. Every answered id must have survived the kill, and in the end
 * each key's message is in the inbox once, under the id its client was given.
 */
describe.each(testDatabases().map(({ name }) => ({ name })))("durability on $name", ({ name }) => {
  it(`keeps every acknowledged contact message exactly once when the server is killed while ${CLIENTS} clients post and then retry`, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "ilha-durability-"));
    const adminUrl = process.env.TEST_DATABASE_URL ?? "";
    const database = name === "postgres" ? await freshPostgres(adminUrl) : undefined;
    const env = {
      HOST: "127.0.0.1",
      PORT: String(await freePort()),
      ILHA_DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? "",
      SMTP_URL: "",
      ILHA_LOG: "",
      ILHA_FORM_RATE_LIMIT: "1000000",
    };
    let server = await ilhaProcess({ env });
    try {
      const { token, site } = await demoSite(server);
      const keys: string[] = [];
      const acknowledged = new Map<string, string>();
      const refused: number[] = [];
      let killed: Promise<void> | undefined;
      let outstanding = 0;
      let outstandingAtKill = 0;
      let failedAfterKill = 0;
      // Each client always has one post outstanding, so when one client's answer is the
      // `KILL_AFTER`-th, the other clients' posts are in flight as the kill is sent; and every
      // client goes on posting until a post fails, so each ends with a post never answered.
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, client) => {
          for (;;) {
            const key = `client-${client}-${keys.length}-${randomUUID()}`;
            keys.push(key);
            outstanding++;
            const answer = await postContact({ url: server.url, site, key });
            outstanding--;
            if ("id" in answer) acknowledged.set(key, answer.id);
            if ("status" in answer) refused.push(answer.status);
            if (acknowledged.size >= KILL_AFTER && killed === undefined) {
              outstandingAtKill = outstanding;
              killed = server.kill();
            }
            if ("error" in answer) {
              if (killed !== undefined) failedAfterKill++;
              return;
            }
          }
        }),
      );
      await killed;
      const beforeKill = new Map(acknowledged);
      expect(refused).toEqual([]);
      expect(outstandingAtKill).toBe(CLIENTS - 1);
      expect(failedAfterKill).toBe(CLIENTS);
      expect(beforeKill.size).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(keys.length - beforeKill.size).toBeGreaterThanOrEqual(CLIENTS);

      server = await ilhaProcess({ env });
      const survivors = new Set(
        (await inbox({ url: server.url, site, token })).map((message) => message.id),
      );
      expect([...beforeKill.values()].filter((id) => !survivors.has(id))).toEqual([]);
      await Promise.all(
        keys
          .filter((key) => !acknowledged.has(key))
          .map(async (key) => {
            for (let attempt = 0; attempt < RETRIES && !acknowledged.has(key); attempt++) {
              const answer = await postContact({ url: server.url, site, key });
              if ("id" in answer) acknowledged.set(key, answer.id);
              else await new Promise((done) => setTimeout(done, 100));
            }
          }),
      );
      expect(acknowledged.size).toBe(keys.length);

      const messages = await inbox({ url: server.url, site, token });
      expect(messages).toHaveLength(keys.length);
      for (const [key, id] of acknowledged) {
        const stored = messages.filter((message) => message.message.includes(`(${key})`));
        expect(stored.map((message) => message.id)).toEqual([id]);
      }
    } finally {
      await server.stop();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
