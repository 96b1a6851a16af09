import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Three files at once on the machine's two cores: the browser suites spend much of their time
    // waiting (a network gone quiet, a poll), and with two at once a run used 62% of the cores.
    maxWorkers: 3,
    // The unit projects (core, sections, editor) and the server's share each worker's modules
    // between their files (`isolate: false`): their tests keep no state from one file to the next
    // (checked with the files in shuffled orders: `--sequence.shuffle.files`), and importing
    // React, zod and the sections again for each of 141 files took two of their three minutes;
    // the server's 51 files, each importing Fastify, Drizzle and PGlite's WebAssembly anew, took
    // 883 s of the cores alone against 614 shared.
    projects: [
      {
        test: {
          name: "core",
          include: ["packages/core/src/**/*.test.ts"],
          environment: "node",
          isolate: false,
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          environment: "node",
          isolate: false,
          // Passwords hashed at a test suite's cost (`quick-passwords.ts` says why).
          setupFiles: ["apps/server/src/test-support/quick-passwords.ts"],
          globalSetup: ["apps/editor/build-before-tests.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "sections",
          include: ["packages/sections/src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          isolate: false,
          setupFiles: ["packages/sections/src/test-support/setup.ts"],
        },
      },
      {
        test: {
          name: "editor",
          include: ["apps/editor/src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          isolate: false,
          // An axe run over a whole panel takes 3 s alone and twice that beside the browser suites.
          testTimeout: 15_000,
          setupFiles: ["packages/sections/src/test-support/setup.ts", "fake-indexeddb/auto"],
        },
      },
      {
        test: {
          name: "publisher",
          include: ["packages/publisher/src/**/*.test.{ts,tsx}"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.spec.ts"],
          environment: "node",
          setupFiles: ["apps/server/src/test-support/quick-passwords.ts"],
          globalSetup: ["apps/editor/build-before-tests.ts", "e2e/support/shared-chromium.ts"],
          testTimeout: 300_000,
          hookTimeout: 300_000,
          // A poll in a browser waits on real loads (a panel's own chunk, its data) on machines
          // whose speed varies threefold from run to run: Vitest's default of 1 s failed a panel
          // opening on a slow one. Playwright's own waits allow 5 s; a poll here allows 10.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      { test: { name: "scripts", include: ["scripts/**/*.test.ts"], environment: "node" } },
      {
        test: {
          name: "templates",
          include: ["templates/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
        },
      },
    ],
  },
});
