import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, createLogger } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientBuildConfig } from "./vite-configs.ts";

let outDir: string;
let stylesheet: string;
const warnings: string[] = [];

/** Vite's logger at the runtime build's level, keeping every warning it would print. */
function recordingLogger() {
  const logger = createLogger("warn");
  logger.warn = (message) => {
    warnings.push(message);
  };
  logger.warnOnce = logger.warn;
  return logger;
}

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), "ilha-runtime-build-"));
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ ...clientBuildConfig(outDir), customLogger: recordingLogger() });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const files = await readdir(outDir, { recursive: true });
  const css = files.find((file) => file.endsWith(".css"));
  stylesheet = css === undefined ? "" : await readFile(join(outDir, css), "utf8");
});

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe("the published runtime's build", () => {
  it("prints no warning (npm start builds it on a first publish)", () => {
    expect(warnings).toEqual([]);
  });

  it("holds each shared CSS Module's rules once", () => {
    expect(stylesheet).toContain(".ilha-card-hover__lift");
    expect(stylesheet.match(/\.ilha-card-hover__lift\{/g)).toHaveLength(1);
    expect(stylesheet.match(/\.ilha-button__secondary\{/g)).toHaveLength(1);
  });
});
