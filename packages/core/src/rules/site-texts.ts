import { getIn, type Key } from "../editing/copy-on-write.ts";
import type { OperationInput } from "../editing/operation.ts";
import { SITE_PART_FIELDS } from "../editing/site-parts.ts";
import { isSiteWidePath, sharesPart } from "../editing/site-wide.ts";
import { keyOf, metaKeys, SITE_KEYS, sectionKeys } from "../editing/translation-record-keys.ts";
import { type TextField, textField } from "../fields/field.ts";
import { type FieldLeaf, fieldLeaves, type LeafItem } from "../fields/field-leaves.ts";
import { isRequiredNow } from "../fields/required-rules.ts";
import { LIMITS } from "../limits.ts";
import { pageMetaFor, primaryLanguage } from "../routes.ts";
import type { Component } from "../schema/component.ts";
import { SECTION_FIELDS } from "../schema/section-kinds.ts";
import type { Site, SiteContent } from "../schema/site.ts";
import type { SectionType } from "../section-catalogue.ts";

export type PageMetaTextKey = "title" | "description" | "keywords";

/** A page's meta texts, as fields: what the translation view and its checks read. */
export const PAGE_META_TEXT_FIELDS: Record<PageMetaTextKey, TextField> = {
  title: textField({ label: "Page title", max: LIMITS.text.meta.title }),
  description: textField({ label: "Page description", max: LIMITS.text.meta.description }),
  keywords: textField({ label: "Page keywords", max: LIMITS.text.meta.keywords }),
};

/** Where a text of a language is: a section's field, a page's meta or a part of the site. */
export type TextPlace =
  | { kind: "section"; pagePath: string; sectionId: string; sectionType: SectionType; path: Key[] }
  | { kind: "meta"; pagePath: string; key: PageMetaTextKey }
  | { kind: "site"; path: Key[] };

/** A text of one language, with the field it fills. */
export type SiteText = {
  /** `textKey(place)`: the text's name in the site's translation records. */
  key: string;
  place: TextPlace;
  label: string;
  item?: LeafItem;
  field: TextField;
  isRequired: boolean;
  text: string;
  /**
   * For a part every page repeats (the footer, the headers' logo text): one name for all its
   * copies, so it counts once.
   */
  sharedAs?: string;
};

/**
 * `/pricing#plans-1:plans.2.title`, `/pricing#meta:title`, `site:headerLinks.0.text`: its shape
 * is `editing/translation-record-keys.ts`'s, which makes the records follow their texts.
 */
export function textKey(place: TextPlace): string {
  if (place.kind === "section") {
    return keyOf(sectionKeys(place.pagePath, place.sectionId), place.path);
  }
  if (place.kind === "meta") return keyOf(metaKeys(place.pagePath), [place.key]);
  return keyOf(SITE_KEYS, place.path);
}

const sharedOwner = (component: Component) => (component.type === "footer" ? "footer" : "header");

function textOf({
  leaf,
  place,
  component,
}: {
  leaf: FieldLeaf;
  place: TextPlace;
  component?: Component;
}): SiteText[] {
  const { field, value } = leaf;
  if (field.kind !== "text" || typeof value !== "string") return [];
  const isShared =
    component !== undefined && place.kind === "section" && isSiteWidePath(component, place.path);
  return [
    {
      key: textKey(place),
      place,
      label: field.label,
      ...(leaf.item && { item: leaf.item }),
      field,
      isRequired: isRequiredNow(field.required, leaf.siblings),
      text: value,
      ...(isShared && { sharedAs: `${sharedOwner(component)}|${leaf.path.join(".")}` }),
    },
  ];
}

/**
 * Every text of a language, page by page (the page's meta where it is its own, then its sections)
 * and then the parts of the site beside its pages.
 */
export function siteTexts(site: Site, language: string): SiteText[] {
  const content = site.content[language];
  if (content === undefined) return [];
  const texts: SiteText[] = [];
  for (const page of content.pages) {
    if (pageMetaFor({ content, page }) === page.meta) {
      for (const [key, field] of Object.entries(PAGE_META_TEXT_FIELDS)) {
        const place: TextPlace = { kind: "meta", pagePath: page.path, key: key as PageMetaTextKey };
        const leaf = { path: [key], field, value: page.meta[key as PageMetaTextKey], siblings: {} };
        texts.push(...textOf({ leaf, place }));
      }
    }
    for (const component of page.components) {
      for (const leaf of fieldLeaves(SECTION_FIELDS[component.type], component.data)) {
        const place: TextPlace = {
          kind: "section",
          pagePath: page.path,
          sectionId: component.id,
          sectionType: component.type,
          path: leaf.path,
        };
        texts.push(...textOf({ leaf, place, component }));
      }
    }
  }
  for (const leaf of fieldLeaves(SITE_PART_FIELDS, content)) {
    texts.push(...textOf({ leaf, place: { kind: "site", path: leaf.path } }));
  }
  return texts;
}

/** The text at `place` in `content`, `undefined` where it holds none. */
export function textAt(content: SiteContent | undefined, place: TextPlace): string | undefined {
  if (content === undefined) return undefined;
  if (place.kind === "site") return asText(getIn(content, place.path));
  const page = content.pages.find((item) => item.path === place.pagePath);
  if (page === undefined) return undefined;
  if (place.kind === "meta") return page.meta[place.key];
  const component = page.components.find((item) => item.id === place.sectionId);
  return asText(getIn(component?.data, place.path));
}

const asText = (value: unknown): string | undefined =>
  typeof value === "string" ? value : undefined;

/** The primary language's text at `place`: what a translation of it is made from. */
export function sourceText(site: Site, place: TextPlace): string {
  return textAt(site.content[primaryLanguage(site).lang.code], place) ?? "";
}

/**
 * The place and the copies an edit of it reaches: a part every page repeats (the footer, the
 * headers' logo text) is one text on every page of the language.
 */
export function placesOfText(site: Site, language: string, place: TextPlace): TextPlace[] {
  if (place.kind !== "section") return [place];
  const pages = site.content[language]?.pages ?? [];
  const origin = pages
    .find((page) => page.path === place.pagePath)
    ?.components.find((component) => component.id === place.sectionId);
  if (origin === undefined) return [place];
  const copies = pages.flatMap((page) =>
    page.components
      .filter(
        (other) =>
          other.id !== origin.id && sharesPart({ component: origin, path: place.path, other }),
      )
      .filter((other) => typeof getIn(other.data, place.path) === "string")
      .map(
        (other): TextPlace => ({
          ...place,
          pagePath: page.path,
          sectionId: other.id,
          sectionType: other.type,
        }),
      ),
  );
  return [place, ...copies];
}

/** The edit that sets the text at `place` of `language` to `value`. */
export function textEditOperation({
  language,
  place,
  value,
}: {
  language: string;
  place: TextPlace;
  value: string;
}): OperationInput {
  if (place.kind === "section") {
    const { pagePath, sectionId, path } = place;
    return { op: "setField", language, pagePath, sectionId, path, value };
  }
  if (place.kind === "meta") {
    return { op: "setPageMeta", language, pagePath: place.pagePath, key: place.key, value };
  }
  return { op: "setSiteField", language, path: place.path, value };
}
