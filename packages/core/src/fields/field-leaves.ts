import type { Key } from "../editing/copy-on-write.ts";
import { type Field, type Fields, isFieldMap } from "./field.ts";

/** The list item a field sits in (its innermost list): "post", 3 for the third post. */
export type LeafItem = { label: string; number: number };

type Data = Record<string, unknown>;

/** One field of a value: its path, descriptor, value, the object holding it and its list item. */
export type FieldLeaf = {
  path: Key[];
  field: Field;
  value: unknown;
  siblings: Data;
  item?: LeafItem;
};

export const asData = (value: unknown): Data =>
  typeof value === "object" && value !== null ? (value as Data) : {};

/** Every field `data` holds under `fields`, list items and groups included. */
export function fieldLeaves(
  fields: Fields,
  data: unknown,
  at: Key[] = [],
  item?: LeafItem,
): FieldLeaf[] {
  const values = asData(data);
  return Object.entries(fields).flatMap(([key, field]) =>
    leavesOf({ field, value: values[key], siblings: values, path: [...at, key], item }),
  );
}

function leavesOf(leaf: FieldLeaf): FieldLeaf[] {
  const { field, value, path } = leaf;
  if (field.kind === "group") return fieldLeaves(field.fields, value, path, leaf.item);
  if (field.kind !== "list") return [leaf];
  const entries = Array.isArray(value) ? value : [];
  return entries.flatMap((entry, index) => {
    const item = { label: field.itemLabel, number: index + 1 };
    const at = [...path, index];
    if (isFieldMap(field.item)) return fieldLeaves(field.item, entry, at, item);
    return leavesOf({ field: field.item, value: entry, siblings: {}, path: at, item });
  });
}
