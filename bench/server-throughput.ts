import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import type { BenchServerKind, BenchServerOptions, BenchServerReady } from "./bench-server.ts";
import { median } from "./median.ts";

/**
 * Side by side, each pair in alternating rounds with the same load: medians of the rounds. Each
 * pair runs at autocannon's default of 10 connections and at 100 (Fastify's own benchmarks).
 */
export const LOAD = { connections: [10, 100], warmUpSeconds: 2, seconds: 10, rounds: 3 } as const;

/** What Chromium sends: Ilha answers with the page's precompressed brotli file. */
export const ACCEPT_ENCODING = "gzip, deflate, br, zstd";

const PAGE_PATH = "/s/vehicle-rental/pricing/";

export type Load = { requestsPerSecond: number; p99Ms: number };
export type Pair = { ilha: Load; baseline: Load; ratio: number; connections: number };
export type PagePair = Pair & { contentEncoding: string; bytes: number };
export type ContactPair = Pair & { stored: number; acknowledged: number };
export type ServerThroughput = {
  page: PagePair[];
  contactPglite: ContactPair[];
  contactPostgres?: ContactPair[];
};

type Server = BenchServerReady & { stop: () => Promise<void> };

/** Starts `bench-server.ts` in a child process and waits for its ready line. */
async function startBenchServer(kind: BenchServerKind, options: BenchServerOptions = {}) {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      join(import.meta.dirname, "bench-server.ts"),
      kind,
      JSON.stringify(options),
    ],
    { cwd: join(import.meta.dirname, ".."), stdio: ["pipe", "pipe", "inherit"] },
  );
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const ready = await new Promise<BenchServerReady>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${kind} server exited with ${code}`)));
    lines.once("line", (line) => resolve(JSON.parse(line) as BenchServerReady));
  });
  return {
    ...ready,
    stop: async () => {
      child.stdin?.end();
      await exited;
    },
  } satisfies Server;
}

type Target = { url: string; requests?: autocannon.Request[]; headers?: Record<string, string> };

async function cannon({
  target,
  seconds,
  connections,
}: {
  target: Target;
  seconds: number;
  connections: number;
}): Promise<autocannon.Result> {
  const result = await autocannon({
    url: target.url,
    connections,
    duration: seconds,
    headers: target.headers,
    requests: target.requests,
  });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(
      `${target.url}: ${result.errors} errors, ${result.non2xx} non-2xx answers (${JSON.stringify(result.statusCodeStats)})`,
    );
  }
  return result;
}

/**
 * Runs the baseline and Ilha in alternating rounds (each after its own warm-up) and returns the
 * median requests per second and p99 latency of each side, and how many 2xx answers Ilha gave.
 */
async function sideBySide({
  ilha,
  baseline,
  connections,
}: {
  ilha: Target;
  baseline: Target;
  connections: number;
}) {
  const rounds = { ilha: [] as autocannon.Result[], baseline: [] as autocannon.Result[] };
  let acknowledged = 0;
  for (let round = 0; round < LOAD.rounds; round += 1) {
    for (const side of ["baseline", "ilha"] as const) {
      const target = side === "ilha" ? ilha : baseline;
      const warmUp = await cannon({ target, seconds: LOAD.warmUpSeconds, connections });
      const measured = await cannon({ target, seconds: LOAD.seconds, connections });
      rounds[side].push(measured);
      if (side === "ilha") acknowledged += warmUp["2xx"] + measured["2xx"];
    }
  }
  const summary = (results: autocannon.Result[]): Load => ({
    requestsPerSecond: Math.round(median(results.map((result) => result.requests.average))),
    p99Ms: median(results.map((result) => result.latency.p99)),
  });
  const ilhaLoad = summary(rounds.ilha);
  const baselineLoad = summary(rounds.baseline);
  return {
    ilha: ilhaLoad,
    baseline: baselineLoad,
    ratio: Number((ilhaLoad.requestsPerSecond / baselineLoad.requestsPerSecond).toFixed(2)),
    connections,
    acknowledged,
  };
}

/** A GET that keeps the body as sent (no decompression), to compare bytes on the wire. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = httpRequest(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      request.on("error", reject);
      request.end();
    },
  );
}

/** The published page's file in the data directory, in the encoding Ilha answered with. */
async function publishedFile({
  dataDir,
  siteId,
  contentEncoding,
}: {
  dataDir: string;
  siteId: string;
  contentEncoding: string;
}): Promise<string> {
  const versions = await readdir(join(dataDir, "published", siteId));
  const [version] = versions.filter((name) => /^\d+$/.test(name));
  if (version === undefined || versions.length !== 1) throw new Error("expected one version");
  const suffix = { br: ".br", gzip: ".gz", "": "" }[contentEncoding];
  if (suffix === undefined) throw new Error(`unexpected content-encoding ${contentEncoding}`);
  return join(dataDir, "published", siteId, version, "path", "pricing", `index.html${suffix}`);
}

/** The headers a server answered with, minus those Node's `http` writes itself. */
function sentHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const own = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name, value]) => !own.has(name) && typeof value === "string")
      .map(([name, value]) => [name, String(value)]),
  );
}

async function pageVersusStaticFile({
  ilha,
  dataDir,
}: {
  ilha: Server;
  dataDir: string;
}): Promise<PagePair[]> {
  const headers = { "accept-encoding": ACCEPT_ENCODING };
  const page = await rawGet(`${ilha.url}${PAGE_PATH}`, headers);
  if (page.status !== 200) throw new Error(`${PAGE_PATH} answered ${page.status}`);
  const site = await siteOfPage(ilha.url);
  const contentEncoding = String(page.headers["content-encoding"] ?? "");
  const file = await publishedFile({ dataDir, siteId: site.siteId, contentEncoding });
  if (!page.body.equals(await readFile(file))) throw new Error(`${file} is not what Ilha sent`);
  const baseline = await startBenchServer("static-file", {
    file,
    headers: sentHeaders(page.headers),
  });
  try {
    const copy = await rawGet(baseline.url, headers);
    if (!copy.body.equals(page.body)) throw new Error("the static server sent other bytes");
    const pairs: PagePair[] = [];
    for (const connections of LOAD.connections) {
      const { acknowledged: _acknowledged, ...pair } = await sideBySide({
        ilha: { url: `${ilha.url}${PAGE_PATH}`, headers },
        baseline: { url: baseline.url, headers },
        connections,
      });
      pairs.push({ ...pair, contentEncoding, bytes: page.body.length });
    }
    return pairs;
  } finally {
    await baseline.stop();
  }
}

/** The demo site's id and hash, from the published page data (as a visitor's browser has them). */
async function siteOfPage(url: string): Promise<{ siteId: string; siteHash: string }> {
  const response = await fetch(`${url}/s/vehicle-rental/_ilha/data/index.json`);
  const text = await response.text();
  const siteId = /"siteId":"([^"]+)"/.exec(text)?.[1];
  const siteHash = /"siteHash":"([^"]+)"/.exec(text)?.[1];
  if (siteId === undefined || siteHash === undefined) throw new Error("no siteId in page data");
  return { siteId, siteHash };
}

/** How many messages the demo owner's inbox holds. */
async function storedMessages({ ilha, siteId }: { ilha: Server; siteId: string }) {
  const login = await fetch(`${ilha.url}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "demo@ilha.local", password: ilha.demoPassword }),
  });
  const { token } = (await login.json()) as { token: string };
  const inbox = await fetch(`${ilha.url}/api/v1/sites/${siteId}/submissions?limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (inbox.status !== 200) throw new Error(`the inbox answered ${inbox.status}`);
  return Number(inbox.headers.get("x-total-count"));
}

/**
 * Valid contact messages, each with an `Idempotency-Key` of its own, against a Fastify
 * hello-world; then checks that every acknowledged message is in the inbox, once.
 */
async function contactVersusHelloWorld({
  ilha,
  hello,
}: {
  ilha: Server;
  hello: Server;
}): Promise<ContactPair[]> {
  const { siteId, siteHash } = await siteOfPage(ilha.url);
  const body = JSON.stringify({
    name: "Ana Benchmark",
    email: "ana@example.com",
    message: "Is a scooter free next Saturday morning?",
    siteHash,
  });
  const contact: autocannon.Request = {
    method: "POST",
    path: `/api/v1/sites/form/contact/${siteId}/`,
    headers: { "content-type": "application/json" },
    body,
    setupRequest: (request) => ({
      ...request,
      headers: { ...request.headers, "idempotency-key": randomUUID() },
    }),
  };
  const pairs: ContactPair[] = [];
  for (const connections of LOAD.connections) {
    const before = await storedMessages({ ilha, siteId });
    const pair = await sideBySide({
      ilha: { url: ilha.url, requests: [contact] },
      baseline: { url: hello.url },
      connections,
    });
    const stored = (await storedMessages({ ilha, siteId })) - before;
    // A run ends with up to one unanswered request per connection, which the server may store.
    const unanswered = connections * LOAD.rounds * 2;
    if (stored < pair.acknowledged || stored > pair.acknowledged + unanswered) {
      throw new Error(`${pair.acknowledged} messages acknowledged, ${stored} stored`);
    }
    pairs.push({ ...pair, stored });
  }
  return pairs;
}

/** A database of its own on the PostgreSQL server at `url`, dropped by `drop`. */
async function freshPostgres(url: string) {
  const { Client } = (await import("pg")).default;
  const name = `ilha_bench_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { url: target.href, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

async function withIlha<T>(
  options: { databaseUrl?: string },
  use: (ilha: Server, dataDir: string) => Promise<T>,
): Promise<T> {
  const dataDir = await mkdtemp(join(tmpdir(), "ilha-bench-server-"));
  const ilha = await startBenchServer("ilha", { dataDir, ...options });
  try {
    return await use(ilha, dataDir);
  } finally {
    await ilha.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Issue 5's two server budgets, each side by side on this machine: a published page served by
 * Ilha against a plain static file server sending the same bytes, and durable contact POSTs
 * against a Fastify hello-world. Contact POSTs run on PGlite, and on PostgreSQL too when
 * `DATABASE_URL` or `TEST_DATABASE_URL` is set. Every server runs in a child process.
 */
export async function measureServerThroughput(): Promise<ServerThroughput> {
  const hello = await startBenchServer("hello-world");
  try {
    const { page, contactPglite } = await withIlha({}, async (ilha, dataDir) => ({
      page: await pageVersusStaticFile({ ilha, dataDir }),
      contactPglite: await contactVersusHelloWorld({ ilha, hello }),
    }));
    const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
    if (postgresUrl === undefined || postgresUrl === "") return { page, contactPglite };
    const database = await freshPostgres(postgresUrl);
    try {
      const contactPostgres = await withIlha({ databaseUrl: database.url }, (ilha) =>
        contactVersusHelloWorld({ ilha, hello }),
      );
      return { page, contactPglite, contactPostgres };
    } finally {
      await database.drop();
    }
  } finally {
    await hello.stop();
  }
}
