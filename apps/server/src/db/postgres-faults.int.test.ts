import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SERVICE_ERRORS } from "@ilha/core";
import { describe, expect, it } from "vitest";
import { SITE_READ_TTL_MS } from "../hosting/live-versions.ts";
import { DATABASE_RETRY_AFTER_SECONDS } from "../http/database-unavailable.ts";
import { freePort, type IlhaProcess, ilhaProcess } from "../test-support/ilha-process.ts";
import { freshPostgresDatabase } from "./test-databases.ts";

const adminUrl = process.env.TEST_DATABASE_URL ?? "";

/**
 * Clients sending requests at once during the load (listing sites, reading a published page,
 * posting a contact message: a query, the kept live pointer, the group-commit writer), and how
 * long the load lasts.
 */
const CLIENTS = 9;
const LOAD_MS = 4000;
const TERMINATIONS = 4;

type Answer = { status: number; retryAfter: string | null; body: string };

async function answer(url: string, init?: RequestInit): Promise<Answer> {
  const response = await fetch(url, init);
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body: await response.text(),
  };
}

async function demoToken(server: IlhaProcess): Promise<string> {
  const login = await fetch(`${server.url}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "demo@ilha.local", password: server.demoPassword }),
  });
  return ((await login.json()) as { token: string }).token;
}

/** Runs `statement` on the PostgreSQL server as the test's administrator. */
async function asAdmin<Row>(statement: string, values: unknown[] = []): Promise<Row[]> {
  const { Client } = (await import("pg")).default;
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

const terminateBackends = (name: string) =>
  asAdmin<{ pg_terminate_backend: boolean }>(
    "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
    [name],
  );

const expectUnavailable = (reply: Answer) => {
  expect(reply.status).toBe(503);
  expect(reply.retryAfter).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  expect(JSON.parse(reply.body)).toEqual(SERVICE_ERRORS.databaseUnavailable);
};

describe.skipIf(adminUrl === "")(
  "ilha serve when PostgreSQL drops its connections (PostgreSQL only: TEST_DATABASE_URL)",
  () => {
    it("stays up while its backends are terminated under load, answering 200, 201 or a 503 with Retry-After, and 200 and 201 again after", async () => {
      const dataDir = await mkdtemp(join(tmpdir(), "ilha-pg-faults-"));
      const database = await freshPostgresDatabase(adminUrl);
      const server = await ilhaProcess({
        env: {
          ILHA_DATA_DIR: dataDir,
          PORT: String(await freePort()),
          DATABASE_URL: database.url,
          SMTP_URL: "",
          ILHA_FORM_RATE_LIMIT: "1000000",
        },
      });
      try {
        const token = await demoToken(server);
        const sites = `${server.url}/api/v1/sites`;
        const page = `${server.url}/s/vehicle-rental/`;
        const authorization = { authorization: `Bearer ${token}` };
        const list = await answer(sites, { headers: authorization });
        expect(list.status).toBe(200);
        const demo = (JSON.parse(list.body) as { id: string; slug: string }[]).find(
          (site) => site.slug === "vehicle-rental",
        );
        const document = await answer(`${sites}/${demo?.id}`, { headers: authorization });
        const { hash } = JSON.parse(document.body) as { hash: string };
        const contact = () =>
          answer(`${server.url}/api/v1/sites/form/contact/${demo?.id}/`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              name: "Ana Lima",
              email: "ana@example.com",
              message: "Is the scooter free on Saturday?",
              siteHash: hash,
            }),
          });
        const requests = [
          () => answer(sites, { headers: authorization }),
          () => answer(page),
          contact,
        ];

        const answers: Answer[] = [];
        const until = Date.now() + LOAD_MS;
        const load = Array.from({ length: CLIENTS }, async (_, client) => {
          const request = requests[client % requests.length] ?? contact;
          while (Date.now() < until) answers.push(await request());
        });
        let terminated = 0;
        for (let round = 0; round < TERMINATIONS; round++) {
          await new Promise((done) => setTimeout(done, LOAD_MS / (TERMINATIONS + 1)));
          terminated += (await terminateBackends(database.name)).length;
        }
        await Promise.all(load);

        expect(terminated).toBeGreaterThan(0);
        expect(server.output()).toContain("a database connection was lost");
        const isAnswered = (item: Answer) => item.status === 200 || item.status === 201;
        for (const reply of answers.filter((item) => !isAnswered(item))) expectUnavailable(reply);
        expect(answers.filter(isAnswered).length).toBeGreaterThan(CLIENTS);
        expect((await answer(sites, { headers: authorization })).status).toBe(200);
        expect((await answer(page)).status).toBe(200);
        expect((await contact()).status).toBe(201);
      } finally {
        await server.stop();
        await database.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    }, 120_000);

    it("serves published pages from the last live version it read while the database refuses connections, and the API again once it accepts them", async () => {
      const dataDir = await mkdtemp(join(tmpdir(), "ilha-pg-faults-"));
      const database = await freshPostgresDatabase(adminUrl);
      const server = await ilhaProcess({
        env: {
          ILHA_DATA_DIR: dataDir,
          PORT: String(await freePort()),
          DATABASE_URL: database.url,
          SMTP_URL: "",
        },
      });
      try {
        const token = await demoToken(server);
        const sites = `${server.url}/api/v1/sites`;
        const page = `${server.url}/s/vehicle-rental/en/pricing/`;
        const authorization = { authorization: `Bearer ${token}` };
        const before = await answer(page);
        expect(before.status).toBe(200);

        await asAdmin(`alter database ${database.name} with allow_connections false`);
        try {
          await terminateBackends(database.name);
          await new Promise((done) => setTimeout(done, SITE_READ_TTL_MS + 200));
          const during = await answer(page);
          expect(during.status).toBe(200);
          expect(during.body).toBe(before.body);
          expectUnavailable(await answer(sites, { headers: authorization }));
          expectUnavailable(await answer(`${server.url}/s/never-read/`));
        } finally {
          await asAdmin(`alter database ${database.name} with allow_connections true`);
        }
        expect((await answer(sites, { headers: authorization })).status).toBe(200);
        expect((await answer(page)).status).toBe(200);
        expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
      } finally {
        await server.stop();
        await database.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    }, 120_000);
  },
);
