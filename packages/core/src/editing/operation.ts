import { z } from "zod";
import { component } from "../schema/component.ts";
import { languageCode, languageEntry } from "../schema/language.ts";
import { page, pagePath } from "../schema/page.ts";
import { colorMode, orientation } from "../schema/primitives.ts";
import { siteContent, translationRecords } from "../schema/site.ts";

/** A key or list index inside a section's data or the site's parts, e.g. `["plans", 2, "title"]`. */
export const fieldPath = z
  .array(z.union([z.string().min(1).max(64), z.number().int().nonnegative().max(100_000)]))
  .max(12);
export type FieldPath = z.infer<typeof fieldPath>;

const sectionId = z.string().min(1).max(64);
/** A text's name in the translation records (`textKey`): a page's text or a site part's. */
const textKeySchema = z
  .string()
  .max(1000)
  .regex(/^(?:\/[^#]*#[^:]+:|site:)./, { error: "Not a text key" });
/** Values by language: how an inverse puts back what differed between languages. */
const perLanguage = <T extends z.ZodType>(value: T) => z.record(languageCode, value);

/** Where a section lives: a page (by path) and the section's id, the same in every language. */
const sectionAddress = { pagePath, sectionId };
/** A list of a section, or (without a section) of the site's parts: `["headerLinks"]`. */
const listAddress = { pagePath: pagePath.optional(), sectionId: sectionId.optional() };

/**
 * Every edit an owner makes, as data. Structure (pages, sections, list items, their order) and
 * non-text fields apply to every language; texts to `language`, the language being edited.
 * `values` (set by inverses) gives each language its own value. A `value` may be absent: an
 * inverse that clears a field (an id, a part a language did not have) sets it to nothing, and
 * JSON drops an `undefined` key on its way to the server.
 */
export const operation = z.discriminatedUnion("op", [
  z.strictObject({
    op: z.literal("setField"),
    language: languageCode,
    ...sectionAddress,
    path: fieldPath.min(1),
    value: z.unknown().optional(),
    values: perLanguage(z.unknown()).optional(),
  }),
  z.strictObject({
    op: z.literal("setSiteField"),
    language: languageCode,
    /** `["name"]`, `["theme", …]`, `["settings", …]`, or a part of the content: `["headerLinks", …]`. */
    path: fieldPath.min(1),
    value: z.unknown().optional(),
    values: perLanguage(z.unknown()).optional(),
  }),
  z.strictObject({
    op: z.literal("setPageMeta"),
    language: languageCode,
    pagePath,
    key: z.enum(["title", "keywords", "description", "useForAll"]),
    value: z.unknown().optional(),
    values: perLanguage(z.unknown()).optional(),
  }),
  z.strictObject({
    op: z.literal("insertSection"),
    pagePath,
    /** The section it goes before; `null` puts it last. */
    beforeId: sectionId.nullable(),
    section: component,
    sections: perLanguage(component).optional(),
  }),
  z.strictObject({ op: z.literal("removeSection"), ...sectionAddress }),
  z.strictObject({
    op: z.literal("moveSection"),
    ...sectionAddress,
    beforeId: sectionId.nullable(),
  }),
  z.strictObject({
    op: z.literal("setSectionLook"),
    ...sectionAddress,
    /** The section's colour mode and orientation: the same in every language. */
    colorMode: colorMode.optional(),
    orientation: orientation.optional(),
  }),
  z.strictObject({
    op: z.literal("duplicateSection"),
    ...sectionAddress,
    newId: sectionId,
  }),
  z.strictObject({
    op: z.literal("insertItems"),
    ...listAddress,
    path: fieldPath.min(1),
    index: z.number().int().nonnegative(),
    items: z.array(z.unknown()).min(1).max(100),
    itemsByLanguage: perLanguage(z.array(z.unknown())).optional(),
  }),
  z.strictObject({
    op: z.literal("removeItems"),
    ...listAddress,
    path: fieldPath.min(1),
    index: z.number().int().nonnegative(),
    count: z.number().int().min(1).max(100).default(1),
  }),
  z.strictObject({
    op: z.literal("moveItems"),
    ...listAddress,
    path: fieldPath.min(1),
    from: z.number().int().nonnegative(),
    to: z.number().int().nonnegative(),
    count: z.number().int().min(1).max(100).default(1),
  }),
  z.strictObject({
    op: z.literal("addPage"),
    beforePath: pagePath.nullable(),
    page,
    pages: perLanguage(page).optional(),
  }),
  z.strictObject({ op: z.literal("removePage"), pagePath }),
  z.strictObject({ op: z.literal("movePage"), pagePath, beforePath: pagePath.nullable() }),
  z.strictObject({ op: z.literal("setPagePath"), pagePath, newPath: pagePath }),
  z.strictObject({
    op: z.literal("addLanguage"),
    entry: languageEntry,
    content: siteContent,
    beforeCode: languageCode.nullable().default(null),
    /** Its translation records (set by the inverse of a removal). */
    translations: translationRecords.optional(),
  }),
  z.strictObject({ op: z.literal("removeLanguage"), code: languageCode }),
  z.strictObject({
    op: z.literal("setLanguageStatus"),
    code: languageCode,
    status: z.enum(["active", "inactive"]),
  }),
  z.strictObject({
    op: z.literal("moveLanguage"),
    code: languageCode,
    beforeCode: languageCode.nullable(),
  }),
  z.strictObject({ op: z.literal("setPrimaryLanguage"), code: languageCode }),
  z.strictObject({
    op: z.literal("setTranslation"),
    language: languageCode,
    key: textKeySchema,
    /** The hash of the primary language's text it was translated from; `null` forgets it. */
    source: z.string().min(1).max(64).nullable(),
  }),
]);
export type Operation = z.infer<typeof operation>;
export type OperationInput = z.input<typeof operation>;
export type OperationOf<K extends Operation["op"]> = Extract<Operation, { op: K }>;
