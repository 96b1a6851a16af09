import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { cssModuleName } from "@ilha/sections/css-module-name";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { startPreviewServer } from "../../apps/server/src/cli/preview-server.ts";
import { CANVAS_PAGE } from "./canvas-contract.ts";

export type ServedCanvas = {
  /** The canvas page's address, without a query. */
  url: string;
  /** How long the Vite build took, in milliseconds. */
  buildMs: number;
  close: () => Promise<void>;
};

/**
 * Builds the edit canvas with Vite (React 19, the sections' CSS Modules named as the publisher
 * names them, the theme's CSS) into a temporary folder and serves it on a free loopback port.
 */
export async function serveEditCanvas(): Promise<ServedCanvas> {
  const outDir = await mkdtemp(join(tmpdir(), "ilha-edit-canvas-"));
  const started = performance.now();
  await build({
    root: import.meta.dirname,
    configFile: false,
    mode: "production",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    logLevel: "warn",
    base: "./",
    // The sections' static files (flags, placeholders), where a site at the root finds them.
    publicDir: fileURLToPath(new URL("../../packages/sections/static", import.meta.url)),
    plugins: [react()],
    // Vite takes a production build's JSX from NODE_ENV, which is "test" under Vitest.
    oxc: { jsx: { development: false } },
    css: { modules: { generateScopedName: cssModuleName } },
    build: {
      outDir,
      emptyOutDir: true,
      target: "es2022",
      reportCompressedSize: false,
      // One chunk holding React, every section and the edit kit is what a test page wants.
      chunkSizeWarningLimit: 4096,
      rolldownOptions: { input: join(import.meta.dirname, CANVAS_PAGE) },
    },
  });
  const buildMs = performance.now() - started;
  const { server, url } = await startPreviewServer({ dir: outDir, port: 0, host: "127.0.0.1" });
  return {
    url: new URL(CANVAS_PAGE, url).href,
    buildMs,
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
