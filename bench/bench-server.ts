import { createReadStream } from "node:fs";
import { createServer, type OutgoingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { readConfig } from "../apps/server/src/config.ts";
import { startServer } from "../apps/server/src/server.ts";

/**
 * One server of `server-throughput.ts` in a process of its own, so the load generator and the
 * server under test do not share an event loop:
 * `tsx bench/bench-server.ts <kind> '<options as JSON>'`. Once listening it prints one JSON line
 * (`BenchServerReady`); it stops when its stdin closes.
 */
export type BenchServerKind = "ilha" | "static-file" | "hello-world";

export type BenchServerOptions = {
  /** `ilha`: its data directory, and PostgreSQL instead of PGlite when `databaseUrl` is set. */
  dataDir?: string;
  databaseUrl?: string;
  /** `static-file`: the one file it answers every request with, and the headers it sends. */
  file?: string;
  headers?: OutgoingHttpHeaders;
};

export type BenchServerReady = { url: string; demoPassword?: string };

/** Form posts one address may send to a site per window: enough never to stop a benchmark. */
const UNLIMITED_FORM_POSTS = "1000000000";

async function startIlha({ dataDir, databaseUrl }: BenchServerOptions) {
  const lines: string[] = [];
  const running = await startServer({
    config: readConfig({
      ILHA_DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ILHA_FORM_RATE_LIMIT: UNLIMITED_FORM_POSTS,
      PORT: "0",
    }),
    print: (line) => lines.push(line),
  });
  const demoPassword = lines.join("\n").match(/password: (\S+)/)?.[1];
  return { ready: { url: running.url, demoPassword }, stop: running.stop };
}

/** The plain baseline: Node's `http` streaming the same file from disk with the same headers. */
async function startStaticFile({ file, headers = {} }: BenchServerOptions) {
  if (file === undefined) throw new Error("static-file needs a file");
  const server = createServer((_request, response) => {
    response.writeHead(200, headers);
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  return {
    ready: { url: `http://127.0.0.1:${port}` },
    stop: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}

async function startHelloWorld() {
  const app = Fastify({ logger: false });
  app.get("/", async () => ({ hello: "world" }));
  const url = await app.listen({ host: "127.0.0.1", port: 0 });
  return { ready: { url }, stop: () => app.close() };
}

const starters = {
  ilha: startIlha,
  "static-file": startStaticFile,
  "hello-world": startHelloWorld,
} satisfies Record<BenchServerKind, (options: BenchServerOptions) => Promise<unknown>>;

const [kind, json = "{}"] = process.argv.slice(2);
if (kind !== undefined && kind in starters) {
  const server = await starters[kind as BenchServerKind](JSON.parse(json) as BenchServerOptions);
  process.stdout.write(`${JSON.stringify(server.ready)}\n`);
  process.stdin.resume();
  process.stdin.on("end", async () => {
    await server.stop();
    process.exit(0);
  });
}
