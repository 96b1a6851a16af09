import type { Component, Page } from "@ilha/core";
import { CONFIGS } from "@ilha/sections";
import { useMemo } from "react";
import type { DocumentStore } from "./document-store.ts";
import { isBodySection } from "./section-edits.ts";
import { useStore } from "./use-store.ts";

/**
 * A place of the site a link can lead to (spec §2: internal links start with a slash): a page,
 * or a section of a page by its anchor (`/pricing#group-a`, `/#contact` on the home page).
 */
export type LinkTarget = {
  /** The link itself, as stored. */
  link: string;
  /** The page's title, or the section's title (its kind's name when it has none). */
  name: string;
  /** The page's title, for a section. */
  page?: string | undefined;
};

/** A section's title, when it has one, else its kind's name. */
function sectionName(section: Component): string {
  const title = (section.data as { title?: unknown }).title;
  return typeof title === "string" && title.trim() !== ""
    ? title.trim()
    : CONFIGS[section.type].label;
}

/**
 * The `pages` of a language, each followed by its body sections (the header and footer are on
 * every page, not places of one), in the site's order: what a link picker offers.
 */
export function linkTargetsOf(pages: readonly Page[]): LinkTarget[] {
  const targets: LinkTarget[] = [];
  for (const page of pages) {
    const title = page.meta.title.trim() === "" ? page.path : page.meta.title;
    targets.push({ link: page.path, name: title });
    for (const section of page.components.filter(isBodySection)) {
      targets.push({ link: `${page.path}#${section.id}`, name: sectionName(section), page: title });
    }
  }
  return targets;
}

const NO_PAGES: readonly Page[] = [];

/** The link targets of `language`, worked out again only when its pages change. */
export function useLinkTargets(document: DocumentStore, language: string): readonly LinkTarget[] {
  const pages = useStore(document, (state) => state.site.content[language]?.pages ?? NO_PAGES);
  return useMemo(() => linkTargetsOf(pages), [pages]);
}
