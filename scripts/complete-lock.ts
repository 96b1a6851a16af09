import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Records Biome's binary for every platform in package-lock.json. This machine's registry holds
 * only the Linux glibc binaries, so npm leaves the others out of the lock, and `npm ci` then
 * refuses the lock as out of sync. The missing entries are written from Biome's own naming
 * (`cli-{os}-{cpu}[-musl]`); run `npx tsx scripts/complete-lock.ts` after an `npm install` that
 * changed the lock (`scripts/engines.test.ts` fails until then).
 */
type LockEntry = Record<string, unknown> & { version?: string; optionalDependencies?: object };

const file = join(import.meta.dirname, "..", "package-lock.json");
const lock = JSON.parse(readFileSync(file, "utf8")) as { packages: Record<string, LockEntry> };
const biome = lock.packages["node_modules/@biomejs/biome"];
for (const [name, version] of Object.entries(biome?.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  const platform = /cli-(\w+)-(\w+?)(?:-(musl))?$/.exec(name);
  if (lock.packages[key] !== undefined || platform === null) continue;
  const [, os, cpu, libc] = platform;
  lock.packages[key] = {
    version,
    cpu: [cpu],
    dev: true,
    ...(libc === undefined ? {} : { libc: [libc] }),
    license: "MIT OR Apache-2.0",
    optional: true,
    os: [os],
    engines: { node: ">=14.21.3" },
  };
}
const order = (a: string, b: string) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : a > b ? 1 : 0);
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => order(a, b)));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
