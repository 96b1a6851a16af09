import { readdir, readFile } from "node:fs/promises";
import { builtinModules } from "node:module";
import { join, relative } from "node:path";
import ts from "typescript";

/** A runtime boundary of DESIGN.md §1: files under `dir` may not import what `forbids` matches. */
export type Boundary = { dir: string; reason: string; forbids: (specifier: string) => boolean };

const NODE_BUILTINS = new Set(builtinModules);
const isNodeModule = (specifier: string) =>
  specifier.startsWith("node:") || NODE_BUILTINS.has(specifier.split("/")[0] ?? "");
const isReact = (specifier: string) => /^react(?:-dom)?(?:\/|$)/.test(specifier);
const isOurs = (specifier: string) => specifier.startsWith("@ilha/");

export const BOUNDARIES: Boundary[] = [
  {
    dir: "packages/core/src",
    reason: "@ilha/core runs everywhere: no React, no node: modules, nothing of ours",
    forbids: (specifier) => isNodeModule(specifier) || isReact(specifier) || isOurs(specifier),
  },
  {
    dir: "packages/sections/src",
    reason: "@ilha/sections renders in browsers too: no node: modules",
    forbids: isNodeModule,
  },
  {
    dir: "packages/publisher/src/client",
    reason:
      "the published client runtime: no node: modules, and of the sections only their client entry (no editing code)",
    forbids: (specifier) =>
      isNodeModule(specifier) ||
      (specifier.startsWith("@ilha/sections") && specifier !== "@ilha/sections/client"),
  },
];

async function sourceFiles(dir: string): Promise<string[]> {
  let entries: import("node:fs").Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every module specifier a file imports, exports from, or loads with `import()` / `require()`. */
export function importsOf(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier !== undefined &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    }
    if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      const isLoader =
        node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === "require");
      if (isLoader && first !== undefined && ts.isStringLiteralLike(first)) found.push(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** One line per forbidden import under `root`, e.g. `packages/core/src/a.ts imports "node:fs": …`. */
export async function findBoundaryViolations({
  root,
  boundaries = BOUNDARIES,
}: {
  root: string;
  boundaries?: Boundary[];
}): Promise<string[]> {
  const violations: string[] = [];
  for (const boundary of boundaries) {
    for (const file of await sourceFiles(join(root, boundary.dir))) {
      const source = await readFile(file, "utf8");
      for (const specifier of importsOf(file, source).filter(boundary.forbids)) {
        violations.push(`${relative(root, file)} imports "${specifier}": ${boundary.reason}`);
      }
    }
  }
  return violations;
}
