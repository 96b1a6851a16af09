import {
  type Count,
  type Field,
  type Fields,
  fieldAt,
  getIn,
  isRequiredNow,
  LIMITS,
  SECTION_FIELDS,
  SITE_PART_FIELDS,
} from "@ilha/core";
import { type Scope, useScope } from "../component-scope.tsx";

/** Edit mode only: the field rules come with core's schemas, which published pages never load. */
export function fieldsOf(scope: Scope): Fields {
  return scope.kind === "site" ? SITE_PART_FIELDS : SECTION_FIELDS[scope.type];
}

/** A field's rules as core describes them, with its required rule read against its siblings. */
export type FieldRule = {
  field: Field | undefined;
  label: string;
  max: number;
  isRequired: boolean;
  count: Count;
};

export function fieldRule(scope: Scope, path: readonly (string | number)[]): FieldRule {
  const field = fieldAt(fieldsOf(scope), path);
  const siblings = getIn(scope.data, path.slice(0, -1));
  const isRequired =
    field?.kind === "text" &&
    isRequiredNow(field.required, (siblings ?? {}) as Record<string, unknown>);
  return {
    field,
    label: field?.label ?? String(path.at(-1) ?? "text"),
    max: field?.kind === "text" ? field.max : LIMITS.inlineText.defaultMax,
    isRequired,
    count: field?.kind === "list" ? field.count : { min: 0, max: Number.POSITIVE_INFINITY },
  };
}

export function useFieldRule(path: readonly (string | number)[]): FieldRule {
  return fieldRule(useScope(), path);
}
