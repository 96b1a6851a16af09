import { ilhaError } from "../errors.ts";
import { HOME_PATH, pagePathProblem } from "../rules/page-path.ts";
import type { Page } from "../schema/page.ts";
import type { Site } from "../schema/site.ts";
import type { Step } from "./field-operations.ts";
import {
  contentLanguages,
  contentOf,
  insertBefore,
  languagesWithPage,
  nextOf,
  pageIndex,
  sectionIds,
  withContent,
} from "./locate.ts";
import type { OperationOf } from "./operation.ts";
import { droppingKeys, movingKeys, pageKeys, rewrittenRecords } from "./translation-record-keys.ts";

/** Every page of every language: a path any of them holds is taken. */
function allPages(site: Site): Page[] {
  return contentLanguages(site).flatMap((language) => contentOf(site, language).pages);
}

function pagesWith(site: Site, language: string, pages: Page[]): Site {
  return withContent(site, language, { ...contentOf(site, language), pages });
}

/**
 * Adds a page in every language (a language's own copy from `pages`), with unused section ids.
 * Records left under its path name no text of it, and go.
 */
export function addPage(site: Site, op: OperationOf<"addPage">): Step {
  const languages = contentLanguages(site);
  const problem = pagePathProblem({ path: op.page.path, pages: allPages(site) });
  if (problem !== undefined) throw ilhaError(problem);
  const taken = sectionIds(site);
  let next = site;
  for (const language of languages) {
    const page = op.pages?.[language] ?? op.page;
    if (page.path !== op.page.path) throw ilhaError("invalidFieldValue");
    if (page.components.some((component) => taken.has(component.id))) {
      throw ilhaError("sectionIdTaken");
    }
    const pages = insertBefore(contentOf(next, language).pages, page, (other) => {
      return other.path === op.beforePath;
    });
    next = pagesWith(next, language, pages);
  }
  const records = rewrittenRecords(next, droppingKeys(pageKeys(op.page.path)));
  return {
    site: records.site,
    inverse: [{ op: "removePage", pagePath: op.page.path }, ...records.restore],
  };
}

/**
 * Removes a page from every language (never the home page), with its texts' translation records;
 * the inverse restores each copy and its records.
 */
export function removePage(site: Site, op: OperationOf<"removePage">): Step {
  if (op.pagePath === HOME_PATH) throw ilhaError("homePageKept");
  const languages = languagesWithPage(site, op.pagePath);
  const pages: Record<string, Page> = {};
  let beforePath: string | null = null;
  let next = site;
  for (const language of languages) {
    const list = contentOf(next, language).pages;
    const index = pageIndex(contentOf(next, language), op.pagePath);
    const page = list[index];
    if (page === undefined) continue;
    pages[language] = page;
    if (Object.keys(pages).length === 1) beforePath = nextOf(list, index)?.path ?? null;
    next = pagesWith(next, language, [...list.slice(0, index), ...list.slice(index + 1)]);
  }
  const [first] = Object.values(pages);
  if (first === undefined) throw ilhaError("unknownPage");
  const records = rewrittenRecords(next, droppingKeys(pageKeys(op.pagePath)));
  return {
    site: records.site,
    inverse: [{ op: "addPage", beforePath, page: first, pages }, ...records.restore],
  };
}

/** Moves a page before another (or last) in the pages of every language. */
export function movePage(site: Site, op: OperationOf<"movePage">): Step {
  if (op.beforePath === op.pagePath) return { site, inverse: [] };
  const languages = languagesWithPage(site, op.pagePath);
  let beforePath: string | null = null;
  let next = site;
  languages.forEach((language, at) => {
    const list = contentOf(next, language).pages;
    const index = pageIndex(contentOf(next, language), op.pagePath);
    const page = list[index];
    if (page === undefined) return;
    if (at === 0) beforePath = nextOf(list, index)?.path ?? null;
    const rest = [...list.slice(0, index), ...list.slice(index + 1)];
    next = pagesWith(
      next,
      language,
      insertBefore(rest, page, (other) => other.path === op.beforePath),
    );
  });
  return { site: next, inverse: [{ ...op, beforePath }] };
}

/**
 * Gives a page a new path in every language, and its texts' translation records their new keys;
 * the home page keeps `/`, no page takes it.
 */
export function setPagePath(site: Site, op: OperationOf<"setPagePath">): Step {
  const problem = pagePathProblem({
    path: op.newPath,
    currentPath: op.pagePath,
    pages: allPages(site),
  });
  if (problem !== undefined) throw ilhaError(problem);
  if (op.pagePath === op.newPath) return { site, inverse: [] };
  const languages = languagesWithPage(site, op.pagePath);
  let next = site;
  for (const language of languages) {
    const pages = contentOf(next, language).pages.map((page) =>
      page.path === op.pagePath ? { ...page, path: op.newPath } : page,
    );
    next = pagesWith(next, language, pages);
  }
  const records = rewrittenRecords(next, movingKeys(pageKeys(op.pagePath), pageKeys(op.newPath)));
  return {
    site: records.site,
    inverse: [
      { op: "setPagePath", pagePath: op.newPath, newPath: op.pagePath },
      ...records.restore,
    ],
  };
}
