import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findBoundaryViolations, importsOf } from "./boundaries.ts";

describe("runtime boundary check", () => {
  it("lists static, re-exported, dynamic and required imports", () => {
    const source = `
      import { a } from "node:fs";
      import type { B } from "react";
      export * from "@ilha/sections";
      const c = await import("path");
      const d = require("os");
      // import "not-this" from a comment
      const e = "import x from 'nor-this'";
    `;
    expect(importsOf("x.ts", source)).toEqual(["node:fs", "react", "@ilha/sections", "path", "os"]);
  });

  it("reports every forbidden import of core and passes clean files and tests", async () => {
    const root = await mkdtemp(join(tmpdir(), "ilha-boundaries-"));
    const core = join(root, "packages/core/src");
    await mkdir(join(core, "rules"), { recursive: true });
    await writeFile(join(core, "clean.ts"), 'import { z } from "zod";\nexport const a = z;\n');
    await writeFile(
      join(core, "rules/bad.ts"),
      'import { readFile } from "fs/promises";\nimport "react";\n',
    );
    await writeFile(join(core, "clean.test.ts"), 'import { join } from "node:path";\n');
    expect(await findBoundaryViolations({ root })).toEqual([
      'packages/core/src/rules/bad.ts imports "fs/promises": @ilha/core runs everywhere: no React, no node: modules, nothing of ours',
      'packages/core/src/rules/bad.ts imports "react": @ilha/core runs everywhere: no React, no node: modules, nothing of ours',
    ]);
  });

  it("finds the repository's own boundaries intact", async () => {
    expect(await findBoundaryViolations({ root: join(import.meta.dirname, "..") })).toEqual([]);
  });
});
