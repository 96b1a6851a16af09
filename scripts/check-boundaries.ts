import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { findBoundaryViolations } from "./boundaries.ts";

const root = join(import.meta.dirname, "..");

/** Core's DOM-free typecheck is what keeps DOM globals out of it; make sure it stays DOM-free. */
async function coreLibViolations(): Promise<string[]> {
  const config = JSON.parse(await readFile(join(root, "packages/core/tsconfig.json"), "utf8"));
  const options = config.compilerOptions ?? {};
  const libs: string[] = options.lib ?? [];
  const problems: string[] = [];
  if (libs.length === 0 || libs.some((lib) => /dom/i.test(lib))) {
    problems.push(
      "packages/core/tsconfig.json: compilerOptions.lib must list ES libs only (no DOM)",
    );
  }
  if (!Array.isArray(options.types) || options.types.length > 0) {
    problems.push("packages/core/tsconfig.json: compilerOptions.types must be [] (no node types)");
  }
  return problems;
}

const violations = [...(await findBoundaryViolations({ root })), ...(await coreLibViolations())];
for (const line of violations) console.error(line);
if (violations.length > 0) process.exit(1);
console.log("Runtime boundaries hold.");
