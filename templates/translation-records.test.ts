import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  applyOperation,
  type OperationInput,
  primaryLanguage,
  type Site,
  siteProblems,
  siteTexts,
  sourceText,
  type TextPlace,
  textHash,
  translationStatus,
  validateSite,
} from "@ilha/core";
import { describe, expect, it } from "vitest";

const here = import.meta.dirname;

/** Every template's folder that holds a site document. */
const TEMPLATES = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => readdirSync(join(here, name)).includes("site.json"));

function templateSite(name: string): Site {
  const result = validateSite(JSON.parse(readFileSync(join(here, name, "site.json"), "utf8")));
  if (!result.ok) throw new Error(`${name} is valid: ${JSON.stringify(result.problems)}`);
  return result.site;
}

const hasLetters = (text: string) => /\p{L}/u.test(text);

const secondaryLanguages = (site: Site) =>
  site.languages.filter((entry) => !entry.isPrimary).map((entry) => entry.lang.code);

/** The edit that sets the text at `place` of `language` to `value`. */
function textEdit(place: TextPlace, language: string, value: string): OperationInput {
  if (place.kind === "meta") {
    return { op: "setPageMeta", language, pagePath: place.pagePath, key: place.key, value };
  }
  if (place.kind === "site") return { op: "setSiteField", language, path: place.path, value };
  const { pagePath, sectionId, path } = place;
  return { op: "setField", language, pagePath, sectionId, path, value };
}

/** `text` changed without changing its length: its first cased letter's case swapped. */
function changed(text: string): string {
  const index = [...text].findIndex((char) => char.toUpperCase() !== char.toLowerCase());
  const chars = [...text];
  const char = chars[index] ?? "";
  chars[index] = char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase();
  return chars.join("");
}

describe.each(TEMPLATES)("the %s template's translations", (name) => {
  it("records every text of every secondary language as translated from its primary source", () => {
    const site = templateSite(name);
    for (const language of secondaryLanguages(site)) {
      const records = site.translations?.[language] ?? {};
      const unrecorded = siteTexts(site, language)
        .filter((text) => hasLetters(sourceText(site, text.place)))
        .filter((text) => records[text.key] !== textHash(sourceText(site, text.place)))
        .map((text) => text.key);
      expect(unrecorded, language).toEqual([]);
      expect(translationStatus(site, language).share).toBe(1);
    }
    expect(siteProblems(site).filter((problem) => problem.kind === "untranslated")).toEqual([]);
  });

  it("marks a secondary language's text Source changed once its primary source changes", () => {
    const site = templateSite(name);
    const primary = primaryLanguage(site).lang.code;
    for (const language of secondaryLanguages(site)) {
      const sources = siteTexts(site, primary).filter((text) => hasLetters(text.text));
      const outdated = sources.filter((source) => {
        const edit = textEdit(source.place, primary, changed(source.text));
        const result = applyOperation(site, edit);
        if (!result.ok) throw new Error(`${source.key}: ${result.error.code}`);
        const state = translationStatus(result.site, language).texts.find(
          (text) => text.key === source.key,
        )?.state;
        return state === "outdated";
      });
      expect(outdated.length, language).toBe(sources.length);
    }
  }, 120_000);
});
