import { describe, expect, it } from "vitest";
import { addLanguageOperation, LANGUAGE_CHOICES, languagesToAdd } from "./language-choices.ts";
import { languageCode } from "./schema/language.ts";
import { applied, templateSite } from "./test-support/editing.ts";
import { validateSite } from "./validate-site.ts";

describe("the languages an owner can add", () => {
  it("are valid language codes, each once", () => {
    const codes = LANGUAGE_CHOICES.map((choice) => choice.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(languageCode.safeParse(code).success).toBe(true);
  });

  it("leave out the sample site's own Portuguese and English", () => {
    const offered = languagesToAdd(templateSite()).map((choice) => choice.code);
    expect(offered).not.toContain("pt");
    expect(offered).not.toContain("en");
    expect(offered).toContain("es");
  });

  it("add a language inactive and last, its texts a copy of the primary language's", () => {
    const site = templateSite();
    const spanish = LANGUAGE_CHOICES.find((choice) => choice.code === "es");
    if (spanish === undefined) throw new Error("Spanish is offered");
    const { site: next, inverse } = applied(site, addLanguageOperation(site, spanish));
    const added = next.languages.at(-1);
    expect(added?.lang).toMatchObject({ code: "es", localizedName: "Español", flagCode: "es" });
    expect(added).toMatchObject({ isPrimary: false, status: "inactive" });
    expect(new Set(next.languages.map((entry) => entry.id)).size).toBe(next.languages.length);
    expect(next.content.es).toEqual(site.content.pt);
    expect(validateSite(next).ok).toBe(true);
    expect(applied(next, inverse[0]).site).toEqual(site);
  });
});
