import { describe, expect, it } from "vitest";
import { isBlank, requiredTogether } from "./required-together.ts";

describe("required-together rule", () => {
  it("makes each field required while the other is empty", () => {
    expect(requiredTogether("", "")).toEqual({ isFirstRequired: true, isSecondRequired: true });
    expect(requiredTogether("Title", "")).toEqual({
      isFirstRequired: true,
      isSecondRequired: false,
    });
    expect(requiredTogether("", "Text")).toEqual({
      isFirstRequired: false,
      isSecondRequired: true,
    });
    expect(requiredTogether("Title", "Text")).toEqual({
      isFirstRequired: false,
      isSecondRequired: false,
    });
  });

  it("treats whitespace and missing values as empty", () => {
    expect(isBlank("  \n")).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank("x")).toBe(false);
  });
});
