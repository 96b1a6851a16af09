import { ilhaError } from "../errors.ts";
import type { Component } from "../schema/component.ts";
import type { Page } from "../schema/page.ts";
import type { Site, SiteContent } from "../schema/site.ts";

/** The languages whose content the site holds, primary first. */
export function contentLanguages(site: Site): string[] {
  const listed = site.languages
    .map((entry) => entry.lang.code)
    .filter((code) => site.content[code] !== undefined);
  const unlisted = Object.keys(site.content).filter((code) => !listed.includes(code));
  return [...listed, ...unlisted];
}

export function contentOf(site: Site, language: string): SiteContent {
  const content = Object.hasOwn(site.content, language) ? site.content[language] : undefined;
  if (content === undefined) throw ilhaError("unknownLanguage");
  return content;
}

export function withContent(site: Site, language: string, content: SiteContent): Site {
  return { ...site, content: { ...site.content, [language]: content } };
}

export function pageIndex(content: SiteContent, path: string): number {
  return content.pages.findIndex((page) => page.path === path);
}

/** The languages that hold a page at `path`; none is an unknown page. */
export function languagesWithPage(site: Site, path: string): string[] {
  const languages = contentLanguages(site).filter(
    (code) => pageIndex(contentOf(site, code), path) !== -1,
  );
  if (languages.length === 0) throw ilhaError("unknownPage");
  return languages;
}

/** `content` with the page at `path` replaced by `change(page)`. */
export function withPage(
  content: SiteContent,
  path: string,
  change: (page: Page) => Page,
): SiteContent {
  return {
    ...content,
    pages: content.pages.map((page) => (page.path === path ? change(page) : page)),
  };
}

export function findSection(page: Page, id: string): Component | undefined {
  return page.components.find((component) => component.id === id);
}

/** Every section id the site uses, in any language. */
export function sectionIds(site: Site): Set<string> {
  const ids = new Set<string>();
  for (const content of Object.values(site.content)) {
    for (const page of content.pages)
      for (const component of page.components) ids.add(component.id);
  }
  return ids;
}

/** The id of the item after `id` in `ids`, or `null` when it is the last (or absent). */
export function nextOf<T>(items: readonly T[], index: number): T | null {
  return index + 1 < items.length ? (items[index + 1] ?? null) : null;
}

/** `items` with `item` placed before the first element `isBefore` picks, else at the end. */
export function insertBefore<T>(
  items: readonly T[],
  item: T,
  isBefore: (other: T) => boolean,
): T[] {
  const at = items.findIndex(isBefore);
  return at === -1 ? [...items, item] : [...items.slice(0, at), item, ...items.slice(at)];
}
