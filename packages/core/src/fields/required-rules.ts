import type { z } from "zod";
import { ERRORS } from "../errors.ts";
import { isBlank } from "../rules/required-together.ts";
import { type Field, type Fields, isFieldMap, type RequiredRule } from "./field.ts";

type Path = (string | number)[];
type Data = Record<string, unknown>;

const asData = (value: unknown): Data =>
  typeof value === "object" && value !== null ? (value as Data) : {};
const asText = (value: unknown): string | undefined =>
  typeof value === "string" ? value : undefined;

/** Whether a text with `rule` must be filled in, given its siblings (spec §5). */
export function isRequiredNow(rule: RequiredRule | undefined, siblings: Data): boolean {
  if (rule === undefined) return false;
  if (rule === "always") return true;
  return isBlank(asText(siblings[rule.unlessFilled]));
}

function checkField(
  field: Field,
  value: unknown,
  siblings: Data,
  path: Path,
  context: z.RefinementCtx,
) {
  if (field.kind === "text") {
    if (isRequiredNow(field.required, siblings) && isBlank(asText(value))) {
      context.addIssue({ code: "custom", path, message: ERRORS.fieldRequired.message });
    }
  } else if (field.kind === "group") {
    checkRequired({ fields: field.fields, data: asData(value), path, context });
  } else if (field.kind === "list" && Array.isArray(value)) {
    const item = field.item;
    value.forEach((entry, index) => {
      const at = [...path, index];
      if (isFieldMap(item)) checkRequired({ fields: item, data: asData(entry), path: at, context });
      else checkField(item, entry, {}, at, context);
    });
  }
}

/** Adds "This field is required" wherever a required text of `fields` is empty in `data`. */
export function checkRequired({
  fields,
  data,
  path = [],
  context,
}: {
  fields: Fields;
  data: Data;
  path?: Path;
  context: z.RefinementCtx;
}): void {
  for (const [key, field] of Object.entries(fields)) {
    checkField(field, data[key], data, [...path, key], context);
  }
}
