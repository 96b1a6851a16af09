import {
  type Component,
  newSectionId,
  type OperationInput,
  type Page,
  type SectionType,
  type Site,
  withPageCopyRecords,
} from "@ilha/core";

/**
 * The edit that adds a page at `path` titled `title` in every language, last: blank, or a copy
 * of the page at `copyOf` (each language its own copy, its sections under new ids shared by
 * every language, as a section's id is), whose texts stay as translated as the original's.
 */
export function addPageOf({
  site,
  path,
  title,
  copyOf,
}: {
  site: Site;
  path: string;
  title: string;
  copyOf: string | undefined;
}): OperationInput[] {
  const blank: Page = { path, meta: { title, keywords: "", description: "" }, components: [] };
  if (copyOf === undefined) return [{ op: "addPage", beforePath: null, page: blank }];
  const ids = new Map<string, string>();
  const taken = new Set<string>();
  const newId = (component: Component): string => {
    const known = ids.get(component.id);
    if (known !== undefined) return known;
    let id = newSectionId({ site, type: component.type as SectionType });
    while (taken.has(id)) id = newSectionId({ site, type: component.type as SectionType });
    taken.add(id);
    ids.set(component.id, id);
    return id;
  };
  const pages: Record<string, Page> = {};
  for (const [language, content] of Object.entries(site.content)) {
    const source = content.pages.find((page) => page.path === copyOf);
    if (source === undefined) continue;
    pages[language] = {
      path,
      meta: { title, keywords: source.meta.keywords, description: source.meta.description },
      components: source.components.map((component) => ({ ...component, id: newId(component) })),
    };
  }
  const [page = blank] = Object.values(pages);
  return withPageCopyRecords(site, { op: "addPage", beforePath: null, page, pages }, copyOf);
}

/**
 * The edit that moves the page at `path` one place up (−1) or down (+1) among `pages`, or
 * `undefined` at either end.
 */
export function movePageBy({
  pages,
  path,
  delta,
}: {
  pages: readonly Page[];
  path: string;
  delta: -1 | 1;
}): OperationInput | undefined {
  const index = pages.findIndex((page) => page.path === path);
  const target = index + delta;
  if (index < 0 || target < 0 || target >= pages.length) return undefined;
  const before = delta < 0 ? pages[target] : pages[target + 1];
  return { op: "movePage", pagePath: path, beforePath: before?.path ?? null };
}

/**
 * The edits that give the page at `path` the path `newPath`, and retarget the header and footer
 * links that lead to it (a link is the same in every language), as one step.
 */
export function setPagePathOf({
  site,
  language,
  path,
  newPath,
}: {
  site: Site;
  language: string;
  path: string;
  newPath: string;
}): OperationInput[] {
  const content = site.content[language];
  const retargets = (["headerLinks", "footerLinks"] as const).flatMap((list) =>
    (content?.[list] ?? []).flatMap((link, index): OperationInput[] =>
      link.link === path
        ? [{ op: "setSiteField", language, path: [list, index, "link"], value: newPath }]
        : [],
    ),
  );
  return [{ op: "setPagePath", pagePath: path, newPath }, ...retargets];
}

/** A page's name in the panel: its title, else its path. */
export function pageName(page: Page): string {
  return page.meta.title.trim() === "" ? page.path : page.meta.title;
}

/**
 * The path a new page titled `title` is offered: a slash, then the title's letters and digits in
 * lowercase (accents dropped), words joined by hyphens, as core's page paths are ("Sobre nós" →
 * `/sobre-nos`); `""` when the title has none.
 */
export function pathOfTitle(title: string): string {
  const words = title
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "");
  return words.length === 0 ? "" : `/${words.join("-")}`;
}
