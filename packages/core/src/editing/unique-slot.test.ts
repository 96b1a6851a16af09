import { describe, expect, it } from "vitest";
import { SECTION_CATALOGUE, SECTION_TYPES } from "../index.ts";
import { isUniqueSlotTaken } from "./section-operations.ts";

const headers = SECTION_TYPES.filter((type) => SECTION_CATALOGUE[type].category === "header");
const footer = SECTION_TYPES.find((type) => SECTION_CATALOGUE[type].category === "footer");
const repeatable = SECTION_TYPES.find((type) => !SECTION_CATALOGUE[type].isUnique);

describe("a page's unique slots", () => {
  it("holds one header of any kind, one footer, and any number of the other kinds", () => {
    const [hero, navbar] = headers;
    if (hero === undefined || navbar === undefined || footer === undefined) {
      throw new Error("the catalogue has two header kinds and a footer");
    }
    if (repeatable === undefined) throw new Error("the catalogue has a repeatable kind");
    expect(isUniqueSlotTaken([], hero)).toBe(false);
    expect(isUniqueSlotTaken([navbar], hero)).toBe(true);
    expect(isUniqueSlotTaken([hero, repeatable], footer)).toBe(false);
    expect(isUniqueSlotTaken([footer], footer)).toBe(true);
    expect(isUniqueSlotTaken([hero, footer, repeatable], repeatable)).toBe(false);
  });
});
