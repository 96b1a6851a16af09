import { primaryLanguage } from "../routes.ts";
import type { Site } from "../schema/site.ts";
import { type SiteText, siteTexts, sourceText } from "./site-texts.ts";
import { textHash } from "./text-hash.ts";

/**
 * A text of a language against the primary's: translated, never translated (still the primary's
 * text), or translated from a primary text that has changed since.
 */
export type TranslationState = "translated" | "untranslated" | "outdated";

/** A text of a language beside the primary language's text at the same place. */
export type TranslatedText = SiteText & { source: string; state: TranslationState };

export type TranslationStatus = {
  language: string;
  texts: TranslatedText[];
  /** The share of the language's texts that are translated, 0 to 1 (1 without texts). */
  share: number;
};

const hasLetters = (text: string) => /\p{L}/u.test(text);

/**
 * The rule: a text whose source has no letters (a number, a price) needs no translation. Any
 * other is translated only when a translation record says so: without a record it is
 * untranslated, whatever it reads; with one, it is translated when the record is the hash of the
 * primary's current text, and outdated otherwise.
 */
export function translationState({
  source,
  record,
}: {
  source: string;
  record: string | undefined;
}): TranslationState {
  if (!hasLetters(source)) return "translated";
  if (record === undefined) return "untranslated";
  return record === textHash(source) ? "translated" : "outdated";
}

/**
 * Each text of `language` (with its place, label and the primary's text) and whether it is
 * translated, and the share translated; a part every page repeats counts once. The primary
 * language's texts are its own: all translated.
 */
export function translationStatus(site: Site, language: string): TranslationStatus {
  const isPrimary = primaryLanguage(site).lang.code === language;
  const records = site.translations?.[language] ?? {};
  const texts = siteTexts(site, language).map((text): TranslatedText => {
    const source = isPrimary ? text.text : sourceText(site, text.place);
    const record = Object.hasOwn(records, text.key) ? records[text.key] : undefined;
    const state = isPrimary ? "translated" : translationState({ source, record });
    return { ...text, source, state };
  });
  const counted = new Map<string, TranslatedText>();
  for (const text of texts) {
    const name = text.sharedAs ?? text.key;
    if (!counted.has(name)) counted.set(name, text);
  }
  const unique = [...counted.values()];
  const translated = unique.filter((text) => text.state === "translated").length;
  return { language, texts, share: unique.length === 0 ? 1 : translated / unique.length };
}
