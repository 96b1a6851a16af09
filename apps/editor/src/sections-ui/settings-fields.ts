import {
  type BooleanField,
  type EmbedField,
  type EnumField,
  type Field,
  type Fields,
  type IconField,
  isFieldMap,
  LIMITS,
  type NumberField,
  type TextField,
  type ValueField,
} from "@ilha/core";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";

/**
 * The kinds of field the settings panel edits: those the canvas does not edit in place, and the
 * texts it does not show (an image's text alternative).
 */
export type SettingField =
  | EnumField
  | NumberField
  | BooleanField
  | IconField
  | ValueField
  | EmbedField
  | TextField;

const SETTING_KINDS: ReadonlySet<Field["kind"]> = new Set([
  "enum",
  "number",
  "boolean",
  "icon",
  "value",
  "embed",
]);

function isSettingField(field: Field): field is SettingField {
  return SETTING_KINDS.has(field.kind);
}

/** One field of the section's data, with where it is and the name the owner reads. */
export type Setting = {
  path: (string | number)[];
  field: SettingField;
  /** The list items and groups it sits in, outermost first: ["Plan 2"]. */
  scope: string[];
  value: unknown;
  /** For a number that picks an item of a list (`itemOf`): the items' names, in order. */
  choices?: string[] | undefined;
};

/** Settings of the same list item or group ("Plan 2"); `title` is undefined at the top level. */
export type SettingGroup = { title: string | undefined; settings: Setting[] };

type Walk = { path: (string | number)[]; scope: string[]; out: Map<string, SettingGroup> };

function add(walk: Walk, field: SettingField, value: unknown, choices?: string[]) {
  const key = T.settingsScope(walk.scope);
  const group = walk.out.get(key) ?? { title: key === "" ? undefined : key, settings: [] };
  group.settings.push({ path: walk.path, field, scope: walk.scope, value, choices });
  walk.out.set(key, group);
}

/** The names of the items a number field picks one of ("Plan 2 · Citadino"), if it does. */
function choicesOf(field: Field, fields: Fields, record: Record<string, unknown>) {
  if (field.kind !== "number" || field.itemOf === undefined) return undefined;
  const list = fields[field.itemOf.list];
  const items = record[field.itemOf.list];
  if (list?.kind !== "list" || !Array.isArray(items)) return undefined;
  const nameKey = field.itemOf.name;
  return items.map((item: unknown, index) => {
    const name = (item as Record<string, unknown> | null)?.[nameKey];
    return T.settingsItemChoice(
      T.settingsItem(list.itemLabel, index + 1),
      typeof name === "string" ? name : "",
    );
  });
}

/** The keys of `fields` that hold an image's text alternative (its `alt` companion). */
function altKeysOf(fields: Fields): Set<string> {
  return new Set(
    Object.values(fields).flatMap((field) =>
      field.kind === "image" && field.companions.alt !== undefined ? [field.companions.alt] : [],
    ),
  );
}

function walkMap(fields: Fields, data: unknown, walk: Walk) {
  const record = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  const altKeys = altKeysOf(fields);
  for (const [key, field] of Object.entries(fields)) {
    const at = { ...walk, path: [...walk.path, key] };
    // A text alternative shows nowhere on the page: it is edited here.
    const choices = choicesOf(field, fields, record);
    if (field.kind === "text" && altKeys.has(key)) add(at, field, record[key]);
    else if (field.kind === "number" && choices !== undefined) {
      add(at, field, record[key], choices);
    } else walkField(field, record[key], at);
  }
}

function walkItem(item: Field | Fields, data: unknown, walk: Walk) {
  if (isFieldMap(item)) walkMap(item, data, walk);
  // A list item that is a group is named by its list ("Social link 1"), not again by the group.
  else if (item.kind === "group") walkMap(item.fields, data, walk);
  else walkField(item, data, walk);
}

function walkField(field: Field, data: unknown, walk: Walk) {
  if (isSettingField(field)) add(walk, field, data);
  else if (field.kind === "group") {
    walkMap(field.fields, data, { ...walk, scope: [...walk.scope, field.label] });
  } else if (field.kind === "list" && Array.isArray(data)) {
    data.forEach((item: unknown, index) => {
      const scope = [...walk.scope, T.settingsItem(field.itemLabel, index + 1)];
      walkItem(field.item, item, { ...walk, path: [...walk.path, index], scope });
    });
  }
}

/**
 * The settings of a section's data, read from its kind's field descriptors: the top level's
 * first, then each list item's and group's, in the order of the fields.
 */
export function settingsOf(fields: Fields, data: unknown): SettingGroup[] {
  const out = new Map<string, SettingGroup>();
  walkMap(fields, data, { path: [], scope: [], out });
  const groups = [...out.values()];
  return [
    ...groups.filter((group) => group.title === undefined),
    ...groups.filter((group) => group.title !== undefined),
  ];
}

/** The longest a typed setting may be: its field's own limit, or core's for addresses. */
export function maxLengthOf(field: SettingField): number | undefined {
  if (field.kind === "value" || field.kind === "text") return field.max;
  if (field.kind === "embed") return LIMITS.text.url;
  return undefined;
}
