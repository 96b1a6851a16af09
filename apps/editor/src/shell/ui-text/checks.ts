import type { ProblemItem } from "@ilha/core";

import { fieldName } from "./field-name.ts";

/** The texts of the checks made before publishing. */
export const CHECKS_TEXT = {
  checks: {
    title: "Before you publish",
    intro: (count: number) =>
      count === 1
        ? "1 thing could hurt your site. Choose it to go there and fix it, or publish anyway."
        : `${count} things could hurt your site. Choose one to go there and fix it, or publish anyway.`,
    publishAnyway: "Publish anyway",
    cancel: "Cancel",
    pageGroup: (title: string, path: string) => `Page ${title} (${path})`,
    inLanguage: (heading: string, language: string) => `${heading} · ${language}`,
    siteGroup: "The whole site",
    themeGroup: "Theme",
    pageDetails: "Search engines and browser tab",
    requiredEmpty: (label: string, item?: ProblemItem) =>
      `${fieldName(label, item)} is required but empty`,
    brokenLink: (label: string, link: string, item?: ProblemItem) =>
      `${fieldName(label, item)} leads to ${link}, a page that does not exist`,
    missingAlt: (label: string, item?: ProblemItem) =>
      `${fieldName(label, item)} has no alternative text`,
    missingMeta: (field: "title" | "description") =>
      field === "title" ? "The page has no title" : "The page has no description",
    untranslated: (label: string, item: ProblemItem | undefined, isOutdated: boolean) =>
      isOutdated
        ? `${fieldName(label, item)} changed in the primary language since it was translated`
        : `${fieldName(label, item)} is not translated`,
    /** A theme pair below the contrast minimum: "White text on the primary colour: 2.9:1 (…)". */
    contrast: (pair: string, min: number) => `${pair} (below ${min}:1, hard to read)`,
  },
} as const;
