import { primaryLanguage } from "./routes.ts";
import type { LanguageEntry } from "./schema/language.ts";
import type { Site, SiteContent } from "./schema/site.ts";

/** A language an owner can add: its code, its name in English and in itself, and its flag. */
export type LanguageChoice = Omit<LanguageEntry["lang"], "id">;

/**
 * The languages the editor offers, each with a flag the sections ship (`static/flags/{flagCode}.svg`).
 */
export const LANGUAGE_CHOICES: readonly LanguageChoice[] = [
  { code: "pt", name: "Portuguese", localizedName: "Português", flagCode: "pt" },
  {
    code: "pt-BR",
    name: "Portuguese (Brazil)",
    localizedName: "Português (Brasil)",
    flagCode: "br",
  },
  { code: "en", name: "English", localizedName: "English", flagCode: "gb" },
  { code: "en-US", name: "English (US)", localizedName: "English (US)", flagCode: "us" },
  { code: "es", name: "Spanish", localizedName: "Español", flagCode: "es" },
  { code: "fr", name: "French", localizedName: "Français", flagCode: "fr" },
  { code: "de", name: "German", localizedName: "Deutsch", flagCode: "de" },
  { code: "it", name: "Italian", localizedName: "Italiano", flagCode: "it" },
  { code: "nl", name: "Dutch", localizedName: "Nederlands", flagCode: "nl" },
];

/** The choices the site does not have yet. */
export function languagesToAdd(site: Site): LanguageChoice[] {
  const taken = new Set(site.languages.map((entry) => entry.lang.code));
  return LANGUAGE_CHOICES.filter((choice) => !taken.has(choice.code));
}

/**
 * The `addLanguage` operation for a choice: a new entry (inactive, last) whose content starts as
 * a copy of the primary language's, to be translated before it is activated.
 */
export function addLanguageOperation(site: Site, choice: LanguageChoice) {
  const source = site.content[primaryLanguage(site).lang.code];
  if (source === undefined) throw new Error("A validated site has its primary language's content");
  const nextId = (ids: number[]) => Math.max(0, ...ids) + 1;
  const entry: LanguageEntry = {
    id: nextId(site.languages.map((item) => item.id)),
    lang: { id: nextId(site.languages.map((item) => item.lang.id)), ...choice },
    isPrimary: false,
    order: site.languages.length,
    status: "inactive",
  };
  // Documents are never changed in place: the new language may share the primary's content.
  const content: SiteContent = source;
  return { op: "addLanguage" as const, entry, content, beforeCode: null };
}
