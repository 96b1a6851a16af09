import { describe, expect, it } from "vitest";
import { SECTION_CATALOGUE, SECTION_TYPES } from "./section-catalogue.ts";
import { SECTION_FIELDS } from "./schema/section-kinds.ts";

describe("the section catalogue", () => {
  it.each(SECTION_TYPES)("says %s has a background exactly when its schema has one", (type) => {
    expect(SECTION_CATALOGUE[type].hasBackground).toBe("backgroundImgUrl" in SECTION_FIELDS[type]);
  });
});
