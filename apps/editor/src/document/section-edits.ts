import {
  type Component,
  componentCategory,
  newSectionId,
  type OperationInput,
  type Page,
  SECTION_CATALOGUE,
  type SectionType,
  type Site,
} from "@ilha/core";

/** The page being edited in `language`, if the site has it. */
export function pageOf(site: Site, language: string, pagePath: string): Page | undefined {
  return site.content[language]?.pages.find((page) => page.path === pagePath);
}

/**
 * The kinds a page holds once (its header, its footer) that `pagePath` already holds, as a key
 * (their types, space-separated; "" for none): equal while no such section comes or goes.
 */
export function uniqueKindsKey(site: Site, language: string, pagePath: string): string {
  return (pageOf(site, language, pagePath)?.components ?? [])
    .filter((component) => SECTION_CATALOGUE[component.type].isUnique)
    .map((component) => component.type)
    .join(" ");
}

/** The kinds a `uniqueKindsKey` names. */
export function kindsOfKey(key: string): ReadonlySet<SectionType> {
  return new Set(key.split(" ").filter((type) => type !== "") as SectionType[]);
}

/** A language's pages as `[path, title]` pairs. */
export type PageChoice = [path: string, title: string];

/**
 * The pages of `language` as a key (JSON of `PageChoice`s): equal as long as no page is added,
 * removed, moved or renamed, so what lists the pages renders again only when that list changes,
 * not at every edit of a section.
 */
export function pageChoicesKey(site: Site, language: string): string {
  const pages = site.content[language]?.pages ?? [];
  return JSON.stringify(pages.map((page): PageChoice => [page.path, page.meta.title]));
}

/** Sections between the header and the footer: the ones an owner orders (headers stay first). */
export function isBodySection(component: Component): boolean {
  const category = componentCategory(component);
  return category !== "header" && category !== "footer";
}

/**
 * The operation that moves a body section `delta` places (−1 up, +1 down) among the page's body
 * sections, or `undefined` at either end.
 */
export function moveSectionBy({
  page,
  sectionId,
  delta,
}: {
  page: Page;
  sectionId: string;
  delta: -1 | 1;
}): OperationInput | undefined {
  const body = page.components.filter(isBodySection);
  const index = body.findIndex((component) => component.id === sectionId);
  const target = index + delta;
  if (index < 0 || target < 0 || target >= body.length) return undefined;
  const anchor = delta < 0 ? body[target] : body[target + 1];
  let beforeId: string | null = anchor?.id ?? null;
  if (anchor === undefined) {
    // Last among the body: before whatever follows the last body section (the footer), if any.
    const last = body[target] as Component;
    const after = page.components[page.components.indexOf(last) + 1];
    beforeId = after?.id ?? null;
  }
  return { op: "moveSection", pagePath: page.path, sectionId, beforeId };
}

/**
 * The operation that moves the body section `sectionId` to the gap before or after `targetId` (a
 * section dropped there), kept among the body sections: a gap above the header is the first body
 * place, one below the footer the last. `undefined` when the section would stay where it is.
 */
export function moveSectionTo({
  page,
  sectionId,
  targetId,
  side,
}: {
  page: Page;
  sectionId: string;
  targetId: string;
  side: "before" | "after";
}): OperationInput | undefined {
  const { components } = page;
  const from = components.findIndex((component) => component.id === sectionId);
  const target = components.findIndex((component) => component.id === targetId);
  const moved = components[from];
  if (moved === undefined || target < 0 || !isBodySection(moved)) return undefined;
  const firstBody = components.findIndex(isBodySection);
  const endOfBody = components.findLastIndex(isBodySection) + 1;
  const gap = Math.min(Math.max(side === "before" ? target : target + 1, firstBody), endOfBody);
  if (gap === from || gap === from + 1) return undefined;
  return {
    op: "moveSection",
    pagePath: page.path,
    sectionId,
    beforeId: components[gap]?.id ?? null,
  };
}

/** Where the library inserts: after the selected section, else before the footer (else last). */
export function insertionPoint(
  page: Page | undefined,
  selectedId: string | undefined,
): string | null {
  const components = page?.components ?? [];
  const selected = components.findIndex((component) => component.id === selectedId);
  if (selected >= 0) return components[selected + 1]?.id ?? null;
  return components.find((component) => component.type === "footer")?.id ?? null;
}

export function duplicateSectionOf({
  site,
  page,
  sectionId,
}: {
  site: Site;
  page: Page;
  sectionId: string;
}): OperationInput | undefined {
  const section = page.components.find((component) => component.id === sectionId);
  if (section === undefined) return undefined;
  return {
    op: "duplicateSection",
    pagePath: page.path,
    sectionId,
    newId: newSectionId({ site, type: section.type }),
  };
}
