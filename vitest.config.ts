import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      { test: { name: "core", include: ["packages/core/src/**/*.test.ts"], environment: "node" } },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
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
