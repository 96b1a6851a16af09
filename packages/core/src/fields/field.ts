import { z } from "zod";
import { LIMITS } from "../limits.ts";
import { text, url } from "../schema/primitives.ts";

/**
 * Spec §5's required rules: a text that may never be empty, or one of a pair where each is
 * required while the other (a sibling field, named here) is empty.
 */
export type RequiredRule = "always" | { unlessFilled: string };

/** A count of list items: spec §9's bounds, and `step` when items come in groups (gallery 4s). */
export type Count = { min: number; max: number; step?: number };

type Rule<K extends string, S extends z.ZodType> = { kind: K; label: string; schema: S };

/** A visitor-visible text, edited per language. */
export type TextField<S extends z.ZodType = z.ZodType> = Rule<"text", S> & {
  max: number;
  required?: RequiredRule | undefined;
  placeholder?: string | undefined;
};
/** A free-form link (spec §2), the same in every language. */
export type LinkField<S extends z.ZodType = z.ZodType> = Rule<"link", S>;
/**
 * An image's address, the same in every language. Its renditions, crop and text alternative
 * live in sibling fields, named here, so one edit sets the image with its sizes and crop.
 * `optimized` names a copy shown instead of the address (the chat avatar's): it is set with the
 * address, so a replaced image never shows the old one's copy.
 */
export type ImageField<S extends z.ZodType = z.ZodType> = Rule<"image", S> & {
  companions: { sizes?: string; crop?: string; alt?: string; optimized?: string };
};
export type EnumField<S extends z.ZodType = z.ZodType> = Rule<"enum", S> & {
  options: readonly string[];
};
export type NumberField<S extends z.ZodType = z.ZodType> = Rule<"number", S> & {
  min: number;
  max: number;
  isInteger: boolean;
  /**
   * The number is the place (from 0) of an item of the sibling list `list`: the one it picks,
   * named to the owner by the item's text field `name`.
   */
  itemOf?: ItemChoice | undefined;
};
export type ItemChoice = { list: string; name: string };
export type BooleanField<S extends z.ZodType = z.ZodType> = Rule<"boolean", S>;
/** A name of the icon set. */
export type IconField<S extends z.ZodType = z.ZodType> = Rule<"icon", S>;
/** The fields beside a field in its list item or group, by key. */
export type Siblings = Readonly<Record<string, unknown>>;

/**
 * A short value typed in settings and the same in every language: a number, a name, an id.
 * `normalize` turns what is typed into what is stored, whenever an edit sets it; `hint` says
 * what the field keeps, under it. Each may depend on the field's siblings.
 */
export type ValueField<S extends z.ZodType = z.ZodType> = Rule<"value", S> & {
  max: number;
  normalize?: ((value: string, siblings: Siblings) => string) | undefined;
  hint?: ((siblings: Siblings) => string | undefined) | undefined;
};
/** A map service's embed address. */
export type EmbedField<S extends z.ZodType = z.ZodType> = Rule<"embed", S>;
/** Values the editor's tools write (image renditions, crops), never typed by hand. */
export type DataField<S extends z.ZodType = z.ZodType> = Rule<"data", S>;
export interface ListField<S extends z.ZodType = z.ZodType> extends Rule<"list", S> {
  itemLabel: string;
  count: Count;
  item: Field | Fields;
  /** Whether an item may be removed (every item, when absent): the essential cookie category not. */
  isRemovable?: ((item: unknown) => boolean) | undefined;
}
export interface GroupField<S extends z.ZodType = z.ZodType> extends Rule<"group", S> {
  fields: Fields;
}

export type Field =
  | TextField
  | LinkField
  | ImageField
  | EnumField
  | NumberField
  | BooleanField
  | IconField
  | ValueField
  | EmbedField
  | DataField
  | ListField
  | GroupField;
export type FieldKind = Field["kind"];
export interface Fields {
  readonly [key: string]: Field;
}

/** The zod shape of a field map: each key's schema. */
export type ShapeOf<F extends Fields> = { -readonly [K in keyof F]: F[K]["schema"] };

export function shapeOf<F extends Fields>(fields: F): ShapeOf<F> {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(fields)) shape[key] = field.schema;
  return shape as ShapeOf<F>;
}

/** Whether `entry` is a field map (a list item or group made of named fields). */
export function isFieldMap(entry: Field | Fields): entry is Fields {
  return typeof (entry as { kind?: unknown }).kind !== "string";
}

type Optional<S extends z.ZodType> = z.ZodOptional<S>;
type Defaulted<S extends z.ZodType> = z.ZodDefault<S>;

/** A text, empty unless `default` says what a new document holds. */
export function textField(rule: {
  label: string;
  max?: number;
  required?: RequiredRule;
  placeholder?: string;
  default?: string;
}): TextField<Defaulted<z.ZodString>> {
  const { default: initial = "", ...rest } = rule;
  const max = rule.max ?? LIMITS.text.inlineTextDefault;
  return { kind: "text", ...rest, max, schema: text(max).default(initial) };
}

export function linkField(rule: { label: string }): LinkField<Defaulted<typeof url>> {
  return { kind: "link", ...rule, schema: url.default("") };
}

export function imageField(rule: {
  label: string;
  companions: ImageField["companions"];
}): ImageField<Defaulted<typeof url>>;
export function imageField(rule: {
  label: string;
  companions: ImageField["companions"];
  isOptional: true;
}): ImageField<Optional<typeof url>>;
export function imageField(rule: {
  label: string;
  companions: ImageField["companions"];
  isOptional?: boolean;
}): ImageField {
  const { isOptional, ...rest } = rule;
  return { kind: "image", ...rest, schema: isOptional === true ? url.optional() : url.default("") };
}

export function enumField<const T extends readonly [string, ...string[]]>(rule: {
  label: string;
  options: T;
  default: T[number];
}): EnumField<Defaulted<z.ZodEnum<{ [K in T[number]]: K }>>> {
  const schema = z.enum(rule.options).default(rule.default as never);
  return { kind: "enum", label: rule.label, options: rule.options, schema };
}

type NumberRule = {
  label: string;
  min: number;
  max: number;
  isInteger?: boolean;
  itemOf?: ItemChoice;
};

/** A number within bounds; `isOptional` leaves it out of the document until it is set. */
export function numberField(
  rule: NumberRule & { isOptional: true },
): NumberField<Optional<z.ZodNumber>>;
export function numberField(
  rule: NumberRule & { default: number },
): NumberField<Defaulted<z.ZodNumber>>;
export function numberField(rule: NumberRule): NumberField<z.ZodNumber>;
export function numberField(
  rule: NumberRule & { isOptional?: boolean; default?: number },
): NumberField {
  const isInteger = rule.isInteger ?? false;
  const base = z.number().min(rule.min).max(rule.max);
  const schema = isInteger ? base.int() : base;
  return {
    kind: "number",
    label: rule.label,
    min: rule.min,
    max: rule.max,
    isInteger,
    ...(rule.itemOf === undefined ? {} : { itemOf: rule.itemOf }),
    schema:
      rule.default !== undefined
        ? schema.default(rule.default)
        : rule.isOptional === true
          ? schema.optional()
          : schema,
  };
}

export function booleanField(rule: {
  label: string;
  default: boolean;
}): BooleanField<Defaulted<z.ZodBoolean>> {
  return { kind: "boolean", label: rule.label, schema: z.boolean().default(rule.default) };
}

export function iconField(rule: { label: string }): IconField<Defaulted<z.ZodString>> {
  return { kind: "icon", ...rule, schema: z.string().max(LIMITS.text.icon).default("") };
}

export function valueField(rule: {
  label: string;
  max: number;
  normalize?: ValueField["normalize"];
  hint?: ValueField["hint"];
}): ValueField<z.ZodString> {
  return { kind: "value", ...rule, schema: z.string().max(rule.max) };
}

export function embedField<S extends z.ZodType>(rule: { label: string; schema: S }): EmbedField<S> {
  return { kind: "embed", ...rule };
}

export function dataField<S extends z.ZodType>(rule: { label: string; schema: S }): DataField<S> {
  return { kind: "data", ...rule };
}

/** The schema of one list item: a field's own, or a strict object of a field map. */
export function itemSchema(item: Field | Fields): z.ZodType {
  return isFieldMap(item) ? z.strictObject(shapeOf(item)) : item.schema;
}

/** The schema type of a list item or group: a field's own, or a strict object of a field map. */
export type ItemSchema<I extends Field | Fields> = I extends Field
  ? I["schema"]
  : I extends Fields
    ? z.ZodObject<ShapeOf<I>, z.core.$strict>
    : never;

/**
 * A list with spec §9's count. Its schema checks the bounds and the step; a document without the
 * list holds an empty one (which the count may refuse).
 */
export function listField<const I extends Field | Fields>(rule: {
  label: string;
  itemLabel: string;
  count: Count;
  item: I;
  isRemovable?: (item: unknown) => boolean;
}): ListField<z.ZodDefault<z.ZodArray<ItemSchema<I>>>> {
  const { min, max, step = 1 } = rule.count;
  let array = z
    .array(itemSchema(rule.item) as ItemSchema<I>)
    .min(min, { error: `At least ${min} item${min === 1 ? "" : "s"}` });
  if (Number.isFinite(max)) array = array.max(max, { error: `At most ${max} items` });
  if (step > 1) {
    array = array.refine((items) => items.length % step === 0, {
      error: `${rule.label} come in groups of ${step}`,
    });
  }
  return { kind: "list", ...rule, schema: array.default([]) };
}

/** Named fields held together (a card's placeholders, the map's coordinates). */
export function groupField<const F extends Fields>(rule: {
  label: string;
  fields: F;
}): GroupField<z.ZodObject<ShapeOf<F>, z.core.$strict>> {
  return { kind: "group", ...rule, schema: z.strictObject(shapeOf(rule.fields)) };
}
