import type { z } from "zod";
import { type IlhaError, ilhaError } from "../errors.ts";
import { FIELD_ERRORS } from "../errors/field-errors.ts";

type FieldErrorName = keyof typeof FIELD_ERRORS;

/** The field errors by their message, so that a schema's catalogued message names its error. */
const BY_MESSAGE = new Map<string, FieldErrorName>(
  Object.entries(FIELD_ERRORS).map(([name, body]) => [body.message, name as FieldErrorName]),
);

/**
 * The catalogue's error for a value a field's schema refused, from the first issue: the one whose
 * message it gives (an unsafe link, a map address from elsewhere, a bad hex colour), spec §5's
 * over-limit message for a text too long, and "This value does not fit the field" for the rest.
 * The issues go with it as its details.
 */
export function fieldRefusal(issues: readonly z.core.$ZodIssue[]): IlhaError {
  const first = issues[0];
  const named = first === undefined ? undefined : BY_MESSAGE.get(first.message);
  if (named !== undefined) return ilhaError(named, issues);
  if (first?.code === "too_big" && first.origin === "string") {
    return ilhaError("maxCharacters", issues);
  }
  return ilhaError("invalidFieldValue", issues);
}
