import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { startPreviewServer } from "../apps/server/src/cli/preview-server.ts";
import { installPuck, PUCK_DIR } from "./puck-install.ts";

export type PuckApp = {
  /** The editor's page, without a query (`?blocks=N` sets the page's length). */
  url: string;
  /** The built page, for its first-load JavaScript. */
  outDir: string;
  close: () => Promise<void>;
};

/**
 * The side-by-side editor: `bench/puck`, Puck with one text block kind, installed from its own
 * lock when missing, built with Vite (production) into a temporary folder and served on a free
 * loopback port. Puck and React resolve from `bench/puck/node_modules`.
 */
export async function servePuckApp(): Promise<PuckApp> {
  await installPuck();
  const outDir = await mkdtemp(join(tmpdir(), "ilha-bench-puck-"));
  await build({
    root: PUCK_DIR,
    configFile: false,
    mode: "production",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    logLevel: "warn",
    base: "./",
    plugins: [react()],
    // Vite takes a production build's JSX from NODE_ENV, which is "test" under Vitest.
    oxc: { jsx: { development: false } },
    build: {
      outDir,
      emptyOutDir: true,
      target: "es2022",
      reportCompressedSize: false,
      chunkSizeWarningLimit: 4096,
      modulePreload: { polyfill: false },
    },
  });
  const { server, url } = await startPreviewServer({ dir: outDir, port: 0, host: "127.0.0.1" });
  return {
    url,
    outDir,
    close: async () => {
      await closeServer(server);
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

function closeServer(server: Server): Promise<void> {
  return new Promise((done) => {
    server.closeAllConnections();
    server.close(() => done());
  });
}
