import type { z } from "zod";
import { ERRORS, ilhaError } from "../errors.ts";
import type { Field, Siblings } from "../fields/field.ts";
import { fieldAt } from "../fields/field-at.ts";
import { isRequiredNow } from "../fields/required-rules.ts";
import type { Component } from "../schema/component.ts";
import { pageMeta } from "../schema/page.ts";
import { SECTION_DATA, SECTION_FIELDS } from "../schema/section-kinds.ts";
import { type Site, site as siteSchema, siteContent } from "../schema/site.ts";
import { getIn, type Key, setIn } from "./copy-on-write.ts";
import { fieldRefusal } from "./field-refusal.ts";
import {
  contentLanguages,
  contentOf,
  findSection,
  languagesWithPage,
  pageIndex,
  withContent,
} from "./locate.ts";
import type { OperationInput, OperationOf } from "./operation.ts";
import { SITE_LEVEL_KEYS, SITE_PART_FIELDS } from "./site-parts.ts";
import { sharesPart } from "./site-wide.ts";

export type Step = { site: Site; inverse: OperationInput[] };

/** Texts are per language; every other kind of field is the same in every language. */
export function isPerLanguage(field: Field): boolean {
  return field.kind === "text";
}

/**
 * An image's value: its address alone, or with the renditions and crop it was chosen with (and,
 * in an inverse, the optimised copy it had).
 */
type ImageValue = { url: string; sizes?: unknown; crop?: unknown; optimized?: unknown };

/** What an image's companion field holds once the image is set to `image`. */
function companionValue(role: string, image: ImageValue): unknown {
  if (role === "sizes") return image.sizes;
  if (role === "crop") return image.crop;
  return image.optimized ?? image.url;
}

function isImageValue(value: unknown): value is ImageValue {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { url?: unknown }).url === "string"
  );
}

/**
 * Writes `value` at `path` of `data`: a value as its field normalises it, an image with its sizes
 * and crop set (or cleared).
 */
function writeField(field: Field, data: unknown, path: Key[], value: unknown): unknown {
  if (field.kind === "value" && field.normalize !== undefined && typeof value === "string") {
    const siblings = getIn(data, path.slice(0, -1));
    const isMap = typeof siblings === "object" && siblings !== null;
    return setIn(data, path, field.normalize(value, isMap ? (siblings as Siblings) : {}));
  }
  if (field.kind !== "image") return setIn(data, path, value);
  const image: ImageValue = isImageValue(value) ? value : { url: String(value ?? "") };
  const parent = path.slice(0, -1);
  let next = setIn(data, path, image.url);
  for (const [role, key] of Object.entries(field.companions)) {
    if (role === "alt" || key === undefined) continue;
    next = setIn(next, [...parent, key], companionValue(role, image));
  }
  return next;
}

/** The value an inverse restores: an image with its sizes and crop, anything else as it was. */
function readField(field: Field, data: unknown, path: Key[]): unknown {
  const value = getIn(data, path);
  if (field.kind !== "image") return value;
  const parent = path.slice(0, -1);
  const { sizes, crop, optimized } = field.companions;
  return {
    url: typeof value === "string" ? value : "",
    sizes: sizes === undefined ? undefined : getIn(data, [...parent, sizes]),
    crop: crop === undefined ? undefined : getIn(data, [...parent, crop]),
    ...(optimized === undefined ? {} : { optimized: getIn(data, [...parent, optimized]) }),
  };
}

/** The field a path names, if it is one a single edit sets (lists change by item edits). */
function settableField(fields: Parameters<typeof fieldAt>[0], path: Key[]): Field {
  const field = fieldAt(fields, path);
  if (field === undefined || field.kind === "list") throw ilhaError("unknownField");
  return field;
}

function checked<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw fieldRefusal(result.error.issues);
  return result.data;
}

/** Refuses emptying a text spec §5 requires (the overflow label, a consent text…). */
function checkRequiredText(field: Field, data: unknown, path: Key[]): void {
  if (field.kind !== "text") return;
  const siblings = getIn(data, path.slice(0, -1));
  const value = getIn(data, path);
  const isRequired = isRequiredNow(field.required, (siblings ?? {}) as Record<string, unknown>);
  if (isRequired && (typeof value !== "string" || value.trim() === "")) {
    throw ilhaError("fieldRequired", [{ path, message: ERRORS.fieldRequired.message }]);
  }
}

/** Whether the list items on the way to `path` exist in `data` (a field is set, never a hole). */
function reaches(data: unknown, path: Key[]): boolean {
  return path.every(
    (key, index) => typeof key === "string" || getIn(data, path.slice(0, index + 1)) !== undefined,
  );
}

/**
 * Sets a field of a section: a text in `language`, any other field in every language, and a
 * site-wide part (the footer, the headers' logo and socials) on every page that holds it.
 */
export function setField(site: Site, op: OperationOf<"setField">): Step {
  const content = contentOf(site, op.language);
  const page = content.pages[pageIndex(content, op.pagePath)];
  if (page === undefined) throw ilhaError("unknownPage");
  const origin = findSection(page, op.sectionId);
  if (origin === undefined) throw ilhaError("unknownSection");
  const path = op.path as Key[];
  const field = settableField(SECTION_FIELDS[origin.type], path);
  const languages = isPerLanguage(field) ? [op.language] : contentLanguages(site);
  const old: Record<string, unknown> = {};
  let next = site;
  for (const language of languages) {
    const value = op.values?.[language] ?? op.value;
    const current = contentOf(next, language);
    let changed = false;
    const pages = current.pages.map((page) => ({
      ...page,
      components: page.components.map((component) => {
        const isTarget =
          (page.path === op.pagePath && component.id === op.sectionId) ||
          sharesPart({ component: origin, path, other: component });
        if (!isTarget || !reaches(component.data, path)) return component;
        if (!(language in old) || component.id === op.sectionId) {
          old[language] = readField(field, component.data, path);
        }
        changed = true;
        const data = writeField(field, component.data, path, value);
        const schema: z.ZodType = SECTION_DATA[component.type];
        return { ...component, data: checked(schema, data) } as Component;
      }),
    }));
    if (changed) next = withContent(next, language, { ...current, pages });
  }
  if (!(op.language in old)) throw ilhaError("unknownField");
  return {
    site: next,
    inverse: [{ ...op, value: old[op.language], values: old }],
  };
}

/**
 * Sets a part of the site: its name, theme or settings (one value for every language), or a part
 * of a language's content (header and footer links, the overflow label, the privacy-policy link,
 * the cookie banner, the messengers): texts in `language`, the rest in every language.
 */
export function setSiteField(site: Site, op: OperationOf<"setSiteField">): Step {
  const path = op.path as Key[];
  const [head] = path;
  if (typeof head === "string" && SITE_LEVEL_KEYS.has(head)) {
    const schema: z.ZodType = siteSchema.shape[head as "name" | "theme" | "settings"];
    const old = getIn(site, path);
    const part = checked(schema, setIn(site[head as keyof Site], path.slice(1), op.value));
    return {
      site: { ...site, [head]: part },
      inverse: [{ ...op, value: old, values: undefined }],
    };
  }
  const field = settableField(SITE_PART_FIELDS, path);
  const languages = isPerLanguage(field) ? [op.language] : contentLanguages(site);
  contentOf(site, op.language);
  const old: Record<string, unknown> = {};
  let next = site;
  for (const language of languages) {
    const content = contentOf(next, language);
    if (!reaches(content, path)) continue;
    old[language] = readField(field, content, path);
    const key = head as keyof typeof siteContent.shape;
    const written = writeField(field, content, path, op.values?.[language] ?? op.value);
    checkRequiredText(field, written, path);
    const partSchema: z.ZodType = siteContent.shape[key];
    const part = checked(partSchema, (written as Record<string, unknown>)[key]);
    next = withContent(next, language, { ...content, [key]: part });
  }
  if (!(op.language in old)) throw ilhaError("unknownField");
  return { site: next, inverse: [{ ...op, value: old[op.language], values: old }] };
}

/** Sets a page's title, keywords, description (per language) or its "use for all" flag. */
export function setPageMeta(site: Site, op: OperationOf<"setPageMeta">): Step {
  const languages = op.key === "useForAll" ? languagesWithPage(site, op.pagePath) : [op.language];
  const old: Record<string, unknown> = {};
  let next = site;
  for (const language of languages) {
    const content = contentOf(next, language);
    const index = pageIndex(content, op.pagePath);
    const page = content.pages[index];
    if (page === undefined) throw ilhaError("unknownPage");
    old[language] = page.meta[op.key];
    const meta = checked(pageMeta, { ...page.meta, [op.key]: op.values?.[language] ?? op.value });
    const pages = content.pages.map((item, at) => (at === index ? { ...item, meta } : item));
    next = withContent(next, language, { ...content, pages });
  }
  return { site: next, inverse: [{ ...op, value: old[op.language], values: old }] };
}
