import { readFileSync } from "node:fs";
import { join } from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), "utf8"));

type LockEntry = { version?: string; engines?: { node?: string } | string[] };

describe("the locked packages and Ilha's own Node", () => {
  const oldestNode = semver.minVersion(readJson("package.json").engines.node)?.version ?? "";
  const packages = readJson("package-lock.json").packages as Record<string, LockEntry>;

  it("names an oldest Node the machines have", () => {
    expect(oldestNode).toBe("20.19.0");
  });

  it("installs no package that asks for a newer Node than Ilha's engines allow", () => {
    const tooNew = Object.entries(packages)
      .filter(([path]) => path !== "")
      .flatMap(([path, entry]) => {
        const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return wanted === undefined || semver.satisfies(oldestNode, wanted)
          ? []
          : [`${path}@${entry.version} wants Node ${wanted}`];
      });
    expect(tooNew).toEqual([]);
  });

  it("records Biome's binary for every platform, so npm ci accepts the lock anywhere", () => {
    const biome = packages["node_modules/@biomejs/biome"] as { optionalDependencies: object };
    for (const name of Object.keys(biome.optionalDependencies)) {
      expect(packages[`node_modules/${name}`], name).toBeDefined();
    }
  });
});
