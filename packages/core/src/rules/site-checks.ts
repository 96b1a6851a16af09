import type { Key } from "../editing/copy-on-write.ts";
import { SITE_PART_FIELDS } from "../editing/site-parts.ts";
import { isSiteWidePath } from "../editing/site-wide.ts";
import { type Field, type Fields, isFieldMap } from "../fields/field.ts";
import { isRequiredNow } from "../fields/required-rules.ts";
import { activeLanguages, pageMetaFor } from "../routes.ts";
import type { Component } from "../schema/component.ts";
import type { Page } from "../schema/page.ts";
import { SECTION_FIELDS } from "../schema/section-kinds.ts";
import type { Site, SiteContent } from "../schema/site.ts";
import type { SectionType } from "../section-catalogue.ts";
import { isBlank } from "./required-together.ts";
import { isInternalPath, safeLinkUrl } from "./safe-url.ts";

/** The list item a field sits in (its innermost list): "post", 3 for the third post. */
export type ProblemItem = { label: string; number: number };

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
  | (ProblemPlace & { kind: "missingMeta"; pagePath: string; field: "title" | "description" });
export type SiteProblemKind = SiteProblem["kind"];

type Data = Record<string, unknown>;
type Leaf = { path: Key[]; field: Field; value: unknown; siblings: Data; item?: ProblemItem };

const asData = (value: unknown): Data =>
  typeof value === "object" && value !== null ? (value as Data) : {};
const asText = (value: unknown): string | undefined =>
  typeof value === "string" ? value : undefined;

/** Every field `data` holds under `fields`, list items and groups included. */
function leaves(fields: Fields, data: Data, at: Key[] = [], item?: ProblemItem): Leaf[] {
  return Object.entries(fields).flatMap(([key, field]) =>
    leavesOf({ field, value: data[key], siblings: data, path: [...at, key], item }),
  );
}

function leavesOf(leaf: Leaf): Leaf[] {
  const { field, value, path } = leaf;
  if (field.kind === "group") return leaves(field.fields, asData(value), path, leaf.item);
  if (field.kind !== "list") return [leaf];
  const entries = Array.isArray(value) ? value : [];
  return entries.flatMap((entry, index) => {
    const item = { label: field.itemLabel, number: index + 1 };
    const at = [...path, index];
    if (isFieldMap(field.item)) return leaves(field.item, asData(entry), at, item);
    return leavesOf({ field: field.item, value: entry, siblings: {}, path: at, item });
  });
}

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

/**
 * The problems of one field. Untranslated texts are not listed yet: telling them from a name
 * rightly the same in every language needs a record of which texts were translated.
 */
function leafProblems(leaf: Leaf, scope: Scope, place: ProblemPlace): SiteProblem[] {
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
 * exist, images without a text alternative, pages without a title or description. Each names
 * its place for the editor.
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
        const sectionLeaves = leaves(fields, asData(component.data));
        add(
          sectionLeaves.flatMap((leaf) => leafProblems(leaf, scope, place)),
          component,
        );
      }
    }
    const siteLeaves = leaves(SITE_PART_FIELDS, asData(content));
    add(siteLeaves.flatMap((leaf) => leafProblems(leaf, scope, { language })));
  }
  return found;
}
