import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const BIN = join(dirname(fileURLToPath(import.meta.url)), "../../bin/ilha.js");

export type IlhaProcess = {
  /** Where the server listens, as it printed it. */
  url: string;
  /** The demo owner's password, printed on the first run only. */
  demoPassword: string | undefined;
  /** Everything the server wrote, for a failing test's message. */
  output: () => string;
  /** SIGKILL: no draining, no goodbye to the database. */
  kill: () => Promise<void>;
  /** SIGTERM: the server drains and exits. */
  stop: () => Promise<void>;
};

/** A port nobody listens on now, so a restarted server can take the same one. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  await new Promise<void>((done) => server.close(() => done()));
  if (typeof address !== "object" || address === null) throw new Error("no port was given");
  return address.port;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once("exit", () => done()));
}

/**
 * `ilha serve` as a real child process on `env` (on top of this process's environment), resolved
 * once it answers `/healthz`. Rejects with the server's output when it exits or is not ready in
 * `timeoutMs`.
 */
export async function ilhaProcess({
  env,
  timeoutMs = 60_000,
}: {
  env: Record<string, string | undefined>;
  timeoutMs?: number;
}): Promise<IlhaProcess> {
  const child = spawn(process.execPath, [BIN, "serve"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  const deadline = Date.now() + timeoutMs;
  let url: string | undefined;
  while (url === undefined) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`ilha serve did not start:\n${output}`);
    }
    const printed = /Ilha is running at (http:\/\/\S+)/.exec(output)?.[1];
    const health =
      printed === undefined ? undefined : await fetch(`${printed}/healthz`).catch(() => undefined);
    if (health?.status === 200) url = printed;
    else await new Promise((done) => setTimeout(done, 100));
  }
  return {
    url,
    demoPassword: /password: (\S+)/.exec(output)?.[1],
    output: () => output,
    kill: async () => {
      child.kill("SIGKILL");
      await exited(child);
    },
    stop: async () => {
      child.kill("SIGTERM");
      await exited(child);
    },
  };
}
