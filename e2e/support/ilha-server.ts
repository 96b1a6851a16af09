import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EDITOR_DIST } from "@ilha/editor/build";
import { readConfig } from "../../apps/server/src/config.ts";
import { type RunningServer, startServer } from "../../apps/server/src/server.ts";

/** A port no one listens on now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

export type IlhaServer = {
  server: RunningServer;
  /** The server's own address (`http://127.0.0.1:{port}`). */
  url: string;
  /** Where owners edit (`http://app.localhost:{port}`). */
  editorOrigin: string;
  /** Where it keeps its database and files (removed by `stop`). */
  dataDir: string;
  /**
   * The demo owner's password, and the operator's (when `ILHA_ADMIN_EMAILS` names one), printed
   * once at the first start.
   */
  demoPassword: string;
  operatorPassword: string;
  stop: () => Promise<void>;
};

/**
 * `ilha serve` as `npm start` runs it, on a fresh data directory and a free port, serving the
 * editor's build (made before the run by `build-before-tests.ts`); `env` adds to its environment.
 */
export async function startIlha(env: Record<string, string> = {}): Promise<IlhaServer> {
  const dataDir = await mkdtemp(join(tmpdir(), "ilha-serve-"));
  const config = readConfig({ PORT: String(await freePort()), ILHA_DATA_DIR: dataDir, ...env });
  let demoPassword = "";
  let operatorPassword = "";
  const server = await startServer({
    config,
    editorDir: EDITOR_DIST,
    print: (line) => {
      const owner = /Demo owner: .*password: (\S+)/.exec(line)?.[1];
      if (owner !== undefined) demoPassword = owner;
      const operator = /Operator: +\S+ +password: (\S+)/.exec(line)?.[1];
      if (operator !== undefined) operatorPassword = operator;
    },
  });
  return {
    server,
    url: server.url,
    editorOrigin: config.editorOrigin,
    dataDir,
    demoPassword,
    operatorPassword,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
