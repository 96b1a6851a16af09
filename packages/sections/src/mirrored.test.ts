import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SECTION_TYPES } from "@ilha/core";
import { describe, expect, it } from "vitest";
import { CONFIGS } from "./configs.ts";

/** Whether a kind's own styles place anything differently when its orientation is RIGHT. */
function stylesMirror(type: string): boolean {
  const folder = join(import.meta.dirname, type);
  return readdirSync(folder)
    .filter((name) => name.endsWith(".css"))
    .some((name) =>
      readFileSync(join(folder, name), "utf8").includes('[data-orientation="RIGHT"]'),
    );
}

/**
 * The kinds with nothing to put on one side or the other (the toolbar's "Image left / Image
 * right"): bars of links and rows, one column of text, a row of plans.
 */
const ONE_SIDED = ["navbar-header", "footer", "long-text", "privacy-policy", "pricing"] as const;

describe("a section kind's orientation", () => {
  it.each([...SECTION_TYPES])("is offered for %s exactly when its view swaps sides", (type) => {
    expect(CONFIGS[type].isMirrored).toBe(stylesMirror(type));
  });

  it.each([...ONE_SIDED])("is neither offered for %s nor styled", (type) => {
    expect({ isMirrored: CONFIGS[type].isMirrored, stylesMirror: stylesMirror(type) }).toEqual({
      isMirrored: false,
      stylesMirror: false,
    });
  });
});
