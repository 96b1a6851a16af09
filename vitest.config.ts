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
    //
    // The unit projects' tests are CPU-bound (property tests, renders, axe), so their time grows
    // with whatever else the machine does; each project's timeout holds on a machine three times
    // slower than the one measured. Measured: the core, sections and editor projects run together
    // (`npx vitest run --project core --project sections --project editor`, three workers) on
    // this machine's two cores while other suites and builds ran beside them (load average 13 to
    // 19), in two runs; the slowest test of each project, over both runs:
    //   core      22.5 s  operation-properties' 60-case property over the sample site (7.4 s in
    //                     the other run); safe-url's 5,000-case property 9.0 s (1.8 s alone)
    //   sections   4.7 s  the enum editor's axe run, open and closed (the rest under 3.5 s)
    //   editor    28.6 s  the languages panel's axe run (25.7 s in the other run; 6.1 s alone)
    //   scripts    2.5 s  the boundary check over the repository's sources (the first run)
    // A timeout is three times that, rounded up; a hook gets its project's test timeout.
    projects: [
      {
        test: {
          name: "core",
          include: ["packages/core/src/**/*.test.ts"],
          environment: "node",
          isolate: false,
          testTimeout: 70_000,
          hookTimeout: 70_000,
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
          testTimeout: 15_000,
          hookTimeout: 15_000,
          setupFiles: ["packages/sections/src/test-support/setup.ts"],
        },
      },
      {
        test: {
          name: "editor",
          include: ["apps/editor/src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          isolate: false,
          testTimeout: 90_000,
          hookTimeout: 90_000,
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
      {
        test: {
          name: "scripts",
          include: ["scripts/**/*.test.ts"],
          environment: "node",
          testTimeout: 10_000,
          hookTimeout: 10_000,
        },
      },
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
