import { fieldLeaves, SECTION_FIELDS } from "@ilha/core";
import { describe, expect, it } from "vitest";
import { fieldName } from "./field-name.ts";

/** The names of a pricing section's texts, read from core's own leaves of its fields. */
function namesOf(data: unknown): string[] {
  return fieldLeaves(SECTION_FIELDS.pricing, data)
    .filter((leaf) => leaf.field.kind === "text")
    .map((leaf) => fieldName(leaf.field.label, leaf.item));
}

describe("fieldName", () => {
  it("names a field of a list item by its item, and an item that is the field by its number and its owner", () => {
    const plans = [
      { labelTitle: "€25", options: ["A"] },
      { labelTitle: "€45", options: ["B", "C"] },
    ];
    const names = namesOf({ title: "Preços", plans });
    expect(names).toContain("Title");
    expect(names).toContain("Price of plan 2");
    expect(names).toContain("Option 1 of plan 1");
    expect(names).toContain("Option 2 of plan 2");
    expect(names.some((name) => name.startsWith("Option of"))).toBe(false);
  });
});
