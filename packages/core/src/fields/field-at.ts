import { type Field, type Fields, isFieldMap } from "./field.ts";

/**
 * The field a data path names, e.g. `["plans", 2, "options", 0]` in the pricing fields: a text
 * field of an option. List indexes step into the list's item; `undefined` when nothing matches.
 */
export function fieldAt(fields: Fields, path: readonly (string | number)[]): Field | undefined {
  let map: Fields | undefined = fields;
  let field: Field | undefined;
  for (const segment of path) {
    if (typeof segment === "string") {
      if (map === undefined || !Object.hasOwn(map, segment)) return undefined;
      field = map[segment];
      map = field?.kind === "group" ? field.fields : undefined;
      continue;
    }
    if (field?.kind !== "list" || !Number.isInteger(segment) || segment < 0) return undefined;
    const item: Field | Fields = field.item;
    if (isFieldMap(item)) {
      map = item;
      field = undefined;
    } else {
      field = item;
      map = item.kind === "group" ? item.fields : undefined;
    }
  }
  return field;
}
