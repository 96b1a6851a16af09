import type { Key } from "../editing/copy-on-write.ts";
import { type Field, type Fields, isFieldMap } from "./field.ts";

/**
 * The list item a field sits in (its innermost list): "post", 3 for the third post; `isEntry`
 * when the field is the item itself (an option of a plan), and `within` the item its list sits
 * in (the plan), if any.
 */
export type LeafItem = { label: string; number: number; isEntry?: true; within?: LeafItem };

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
    const item: LeafItem = {
      label: field.itemLabel,
      number: index + 1,
      ...(leaf.item && { within: leaf.item }),
    };
    const at = [...path, index];
    if (isFieldMap(field.item)) return fieldLeaves(field.item, entry, at, item);
    // An item that is a single field (an option of a plan) is the field itself.
    const isEntry = field.item.kind !== "group" && field.item.kind !== "list";
    const entryItem: LeafItem = isEntry ? { ...item, isEntry: true } : item;
    return leavesOf({ field: field.item, value: entry, siblings: {}, path: at, item: entryItem });
  });
}
