import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { assertsWithoutRuns } from "./property-runs.ts";

const root = join(import.meta.dirname, "..");

describe("assertsWithoutRuns", () => {
  it("names the line of a property run at fast-check's default count", () => {
    const source = [
      'it("holds", () => {',
      "  fc.assert(",
      "    fc.property(fc.string(), (text) => {",
      '      expect(text.replace(")", "")).toBeTypeOf("string");',
      "    }),",
      "  );",
      "  fc.assert(fc.property(fc.nat(), (n) => n >= 0), { numRuns: 50 });",
      "});",
    ].join("\n");
    expect(assertsWithoutRuns(source)).toEqual([2]);
  });

  it("reads numRuns only inside the call, past strings and comments holding parentheses", () => {
    const source = [
      "fc.assert(fc.property(fc.nat(), (n) => n >= 0)); // numRuns: 10 (not an argument)",
      'fc.assert(fc.property(fc.constant(")"), (text) => text === ")"), { numRuns: 5 });',
      "await fc.assert(fc.asyncProperty(fc.nat(), async () => {} /* ) */), { numRuns: CASES });",
    ].join("\n");
    expect(assertsWithoutRuns(source)).toEqual([1]);
  });
});

describe("Ilha's property tests", () => {
  it("each state how many cases they run (numRuns)", () => {
    const files = execFileSync(
      "git",
      ["ls-files", "--cached", "--others", "--exclude-standard", "*.test.ts", "*.test.tsx"],
      {
        cwd: root,
        encoding: "utf8",
      },
    )
      .split("\n")
      .filter((file) => file !== "" && !file.startsWith("scripts/property-runs"));
    const missing = files.flatMap((file) =>
      assertsWithoutRuns(readFileSync(join(root, file), "utf8")).map((line) => `${file}:${line}`),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
