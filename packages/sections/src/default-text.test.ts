import { fieldLeaves, SECTION_DATA, SECTION_FIELDS, SECTION_TYPES } from "@ilha/core";
import { describe, expect, it } from "vitest";
import { CONFIGS } from "./configs.ts";
import { defaultLanguageOf, textsIn } from "./default-text.ts";

/** The visible texts of a kind's defaults in `language`, by their path. */
function textsOf(type: (typeof SECTION_TYPES)[number], language: string): Map<string, string> {
  const leaves = fieldLeaves(SECTION_FIELDS[type], CONFIGS[type].defaults(language));
  return new Map(
    leaves
      .filter((leaf) => leaf.field.kind === "text" && typeof leaf.value === "string")
      .filter((leaf) => /\p{L}/u.test(leaf.value as string))
      .map((leaf) => [leaf.path.join("."), leaf.value as string]),
  );
}

describe("a new section's default texts", () => {
  it("are Portuguese for any Portuguese and English for every other language", () => {
    expect(defaultLanguageOf("pt")).toBe("pt");
    expect(defaultLanguageOf("pt-BR")).toBe("pt");
    expect(defaultLanguageOf("en")).toBe("en");
    expect(defaultLanguageOf("fr")).toBe("en");
    expect(textsIn("de")({ en: "Hello", pt: "Olá" })).toBe("Hello");
    expect(CONFIGS.cta.defaults()).toEqual(CONFIGS.cta.defaults("en"));
  });

  it.each([...SECTION_TYPES])("of %s validate in both languages and are all translated", (type) => {
    for (const language of ["en", "pt"]) {
      expect(SECTION_DATA[type].safeParse(CONFIGS[type].defaults(language)).success).toBe(true);
    }
    const english = textsOf(type, "en");
    const portuguese = textsOf(type, "pt");
    expect([...portuguese.keys()]).toEqual([...english.keys()]);
    // Every text with words is written in Portuguese too: none is left as the English one.
    const untranslated = [...english].filter(([path, text]) => portuguese.get(path) === text);
    expect(untranslated).toEqual([]);
  });
});
