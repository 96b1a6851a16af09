import { spawn } from "node:child_process";
import { stat } from "node:fs/promises";
import { join } from "node:path";

/** Puck's package (`bench/puck`): its own `package.json` and lock, apart from Ilha's install. */
export const PUCK_DIR = join(import.meta.dirname, "puck");

async function modified(path: string): Promise<number | undefined> {
  return (await stat(path).catch(() => undefined))?.mtimeMs;
}

/**
 * Installs Puck's package from its lock (`npm ci` in `bench/puck`) unless its installed tree is at
 * least as new as the lock. Puck's dependencies (tiptap, its own React peers) stay out of Ilha's
 * `node_modules`, so `npm install` at the root neither fetches them nor reports their conflicts.
 */
export async function installPuck(): Promise<void> {
  const lock = await modified(join(PUCK_DIR, "package-lock.json"));
  const installed = await modified(join(PUCK_DIR, "node_modules", ".package-lock.json"));
  if (lock !== undefined && installed !== undefined && installed >= lock) return;
  console.log("Installing Puck for the editor benchmark (npm ci in bench/puck)…");
  await new Promise<void>((done, fail) => {
    const npm = spawn("npm", ["ci", "--no-audit", "--no-fund"], {
      cwd: PUCK_DIR,
      stdio: "inherit",
    });
    npm.on("error", fail);
    npm.on("exit", (code) =>
      code === 0 ? done() : fail(new Error(`npm ci in bench/puck exited with ${code}`)),
    );
  });
}
