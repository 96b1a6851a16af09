import type { LanguageMenuLayout, ProblemItem } from "@ilha/core";
import { fieldName } from "./field-name.ts";

/** The texts of the languages panel. */
export const LANGUAGES_TEXT = {
  languages: {
    siteLanguages: "The site's languages",
    order: "Their order is the language menu's.",
    primary: "Primary",
    primaryHint: "Served at the site's address; the others under their code.",
    makePrimary: (name: string) => `Make primary: ${name}`,
    makePrimaryShort: "Make primary",
    active: "Published",
    activeOf: (name: string) => `Published: ${name}`,
    inactiveNote: "Not published: visitors do not see it yet.",
    moveUp: (name: string) => `Move ${name} up`,
    moveDown: (name: string) => `Move ${name} down`,
    remove: (name: string) => `Remove ${name}`,
    removeShort: "Remove",
    removeTitle: (name: string) => `Remove ${name}?`,
    removeWarning:
      "Its texts go with it. Undo brings them back while this editor is open; after that they are gone.",
    removeConfirm: "Remove language",
    add: "Add a language",
    addChoice: "Language to add",
    addButton: "Add",
    addHint:
      "It starts with a copy of the primary language's texts and unpublished, so you can translate it before visitors see it.",
    noneToAdd: "Every language the editor offers is on the site.",
    added: (name: string) => `${name} added, not published yet`,
    removed: (name: string) => `${name} removed`,
    moved: (name: string, position: number, count: number) =>
      `${name} moved to position ${position} of ${count}`,
    nowPrimary: (name: string) => `${name} is now the primary language`,
    menuLayout: "Language menu shows",
    menuLayouts: {
      full: "Flag and name",
      text: "Name only",
      flag: "Flag only",
    } satisfies Record<LanguageMenuLayout, string>,
    translatedShare: (name: string, percent: number) => `${name}: ${percent}% translated`,
    translate: "Translate",
    translateHint:
      "Each text in the primary language beside its translation. Edits here are edits of the site, undoable like any other.",
    translateNone: "Add a language to translate the site into it.",
    translateLanguage: "Language",
    translatePage: "Page",
    pageChoice: (title: string, path: string) => `${title} (${path})`,
    pageTexts: "Texts of the page",
    siteTexts: "Texts on every page",
    noTexts: "Nothing to translate here.",
    textName: (label: string, item?: ProblemItem) => fieldName(label, item),
    inLanguage: (label: string, language: string) => `${label} · ${language}`,
    notTranslated: "Not translated",
    sourceChanged: "Source changed",
    keepAsIs: "Keep as is",
    keepAsIsOf: (label: string) => `Keep as is: ${label}`,
    kept: (label: string) => `${label} marked as translated`,
  },
} as const;
