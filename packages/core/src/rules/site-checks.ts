import type { Key } from "../editing/copy-on-write.ts";
import { SITE_PART_FIELDS } from "../editing/site-parts.ts";
import { isSiteWidePath } from "../editing/site-wide.ts";
import type { Fields } from "../fields/field.ts";
import { type FieldLeaf, fieldLeaves, type LeafItem } from "../fields/field-leaves.ts";
import { isRequiredNow } from "../fields/required-rules.ts";
import { activeLanguages, pageMetaFor } from "../routes.ts";
import type { Component } from "../schema/component.ts";
import type { Page } from "../schema/page.ts";
import { SECTION_FIELDS } from "../schema/section-kinds.ts";
import type { Site, SiteContent } from "../schema/site.ts";
import type { SectionType } from "../section-catalogue.ts";
import { isBlank } from "./required-together.ts";
import { isInternalPath, safeLinkUrl } from "./safe-url.ts";
import { translationStatus } from "./translation-status.ts";

/** The list item a field sits in (its innermost list): "post", 3 for the third post. */
export type ProblemItem = LeafItem;

/**
 * Where a problem is: a language, and a page's section (`pagePath` and `sectionId`), a page
 * (`pagePath` alone) or the language's site-wide parts (neither: header and footer links,
 * cookie banner, messengers). `path` is the field's data path in the section or the content.
 */
export type ProblemPlace = {
  language: string;
  pagePath?: string;
  sectionId?: string;
  sectionType?: SectionType;
  path?: Key[];
};

type FieldProblem = ProblemPlace & { path: Key[]; label: string; item?: ProblemItem };

/** What would hurt the published site, found before publishing. */
export type SiteProblem =
  | (FieldProblem & { kind: "requiredEmpty" })
  | (FieldProblem & { kind: "brokenLink"; link: string })
  | (FieldProblem & { kind: "missingAlt" })
  | (ProblemPlace & { kind: "missingMeta"; pagePath: string; field: "title" | "description" })
  | (FieldProblem & { kind: "untranslated"; state: "untranslated" | "outdated" });
export type SiteProblemKind = SiteProblem["kind"];

const asText = (value: unknown): string | undefined =>
  typeof value === "string" ? value : undefined;

/** The page path an internal link names (`/pricing/?a#b` names `/pricing`), else `undefined`. */
function linkedPagePath(link: string): string | undefined {
  const href = safeLinkUrl(link);
  if (href === undefined || !isInternalPath(href)) return undefined;
  const pathname = href.split(/[?#]/, 1)[0] ?? "";
  return `/${pathname
    .split("/")
    .filter((segment) => segment !== "")
    .join("/")}`;
}

type Scope = { language: string; pagePaths: ReadonlySet<string> };

/** The problems of one field. */
function leafProblems(leaf: FieldLeaf, scope: Scope, place: ProblemPlace): SiteProblem[] {
  const { field, value, path, siblings, item } = leaf;
  const at: FieldProblem = { ...place, path, label: field.label, ...(item && { item }) };
  const text = asText(value);
  if (field.kind === "text") {
    const isEmpty = text === undefined || isBlank(text);
    return isEmpty && isRequiredNow(field.required, siblings)
      ? [{ kind: "requiredEmpty", ...at }]
      : [];
  }
  if (field.kind === "link" && text !== undefined) {
    const target = linkedPagePath(text);
    const isBroken = target !== undefined && !scope.pagePaths.has(target);
    return isBroken ? [{ kind: "brokenLink", ...at, link: text }] : [];
  }
  const altKey = field.kind === "image" ? field.companions.alt : undefined;
  if (altKey !== undefined && !isBlank(text) && isBlank(asText(siblings[altKey]))) {
    return [{ kind: "missingAlt", ...at }];
  }
  return [];
}

/**
 * Site-wide parts (the footer, the headers' logo and socials) repeat on every page, and links
 * are the same in every language: each is listed once, where it is first met.
 */
function dedupeKey(problem: SiteProblem, component: Component | undefined): string {
  const path = problem.path ?? [];
  const isShared = component !== undefined && isSiteWidePath(component, path);
  const owner = isShared
    ? component.type === "footer"
      ? "footer"
      : "header"
    : `${problem.pagePath ?? ""}|${problem.sectionId ?? ""}`;
  const language = problem.kind === "brokenLink" ? "" : problem.language;
  return [problem.kind, language, owner, path.join(".")].join("|");
}

/**
 * The texts of a language other than the primary that are not translated, or outdated; a part
 * every page repeats, once.
 */
function untranslatedProblems(site: Site, language: string): SiteProblem[] {
  const seen = new Set<string>();
  return translationStatus(site, language).texts.flatMap((text): SiteProblem[] => {
    if (text.state === "translated" || seen.has(text.sharedAs ?? text.key)) return [];
    seen.add(text.sharedAs ?? text.key);
    const { place, label, item, state } = text;
    const at =
      place.kind === "site"
        ? { language, path: place.path }
        : place.kind === "meta"
          ? { language, pagePath: place.pagePath, path: ["meta", place.key] }
          : {
              language,
              pagePath: place.pagePath,
              sectionId: place.sectionId,
              sectionType: place.sectionType,
              path: place.path,
            };
    return [{ kind: "untranslated", ...at, label, ...(item && { item }), state }];
  });
}

/** A page's missing meta; none where the first page's meta stands for all. */
function pageProblems(page: Page, content: SiteContent, scope: Scope): SiteProblem[] {
  if (pageMetaFor({ content, page }) !== page.meta) return [];
  const place = { language: scope.language, pagePath: page.path };
  return (["title", "description"] as const)
    .filter((field) => isBlank(page.meta[field]))
    .map((field): SiteProblem => ({ kind: "missingMeta", ...place, field }));
}

/**
 * What would hurt the published site, in every active language (primary first), page by page
 * and section by section: required texts left empty, internal links to pages that do not
 * exist, images without a text alternative, pages without a title or description, texts of the
 * other languages never translated or translated from a primary text that changed since. Each
 * names its place for the editor.
 */
export function siteProblems(site: Site): SiteProblem[] {
  const seen = new Set<string>();
  const found: SiteProblem[] = [];
  const add = (problems: SiteProblem[], component?: Component) => {
    for (const problem of problems) {
      const key = dedupeKey(problem, component);
      if (!seen.has(key)) found.push(problem);
      seen.add(key);
    }
  };
  for (const entry of activeLanguages(site)) {
    const language = entry.lang.code;
    const content = site.content[language];
    if (content === undefined) continue;
    const scope: Scope = { language, pagePaths: new Set(content.pages.map((page) => page.path)) };
    for (const page of content.pages) {
      add(pageProblems(page, content, scope));
      for (const component of page.components) {
        const place = {
          language,
          pagePath: page.path,
          sectionId: component.id,
          sectionType: component.type,
        };
        const fields: Fields = SECTION_FIELDS[component.type];
        const sectionLeaves = fieldLeaves(fields, component.data);
        add(
          sectionLeaves.flatMap((leaf) => leafProblems(leaf, scope, place)),
          component,
        );
      }
    }
    const siteLeaves = fieldLeaves(SITE_PART_FIELDS, content);
    add(siteLeaves.flatMap((leaf) => leafProblems(leaf, scope, { language })));
    if (!entry.isPrimary) add(untranslatedProblems(site, language));
  }
  return found;
}
