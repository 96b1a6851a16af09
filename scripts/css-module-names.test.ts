import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { cssModuleName } from "@ilha/sections/css-module-name";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const SOURCES = ["packages/sections/src", "apps/editor/src"];

/** Every CSS Module under `directory`, as paths from the repository's root. */
function modulesUnder(directory: string): string[] {
  return readdirSync(join(root, directory), { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(".module.css"))
    .map((path) => relative(root, join(root, directory, path)));
}

/**
 * The editor's canvas bundles the sections' CSS Modules and its own, all named
 * `ilha-<file>__<class>` (`cssModuleName`): two files of one name would share their classes, each
 * file's rules styling the other's elements.
 */
describe("the CSS Modules' class names", () => {
  it("comes from files of distinct names across the sections and the editor", () => {
    const byName = new Map<string, string[]>();
    for (const path of SOURCES.flatMap(modulesUnder)) {
      const name = cssModuleName("x", path);
      byName.set(name, [...(byName.get(name) ?? []), path]);
    }
    const shared = [...byName.values()].filter((paths) => paths.length > 1);
    expect(shared).toEqual([]);
    expect(byName.size).toBeGreaterThan(40);
  });
});
