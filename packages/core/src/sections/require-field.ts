import type { z } from "zod";
import { ERRORS } from "../errors.ts";
import { isBlank, requiredTogether } from "../rules/required-together.ts";

/** Adds "This field is required" at `path` when `value` is blank. */
export function requireField(
  context: z.RefinementCtx,
  value: string | undefined,
  path: (string | number)[],
): void {
  if (isBlank(value))
    context.addIssue({ code: "custom", path, message: ERRORS.fieldRequired.message });
}

/** Spec §5 required-together rule on a pair of fields: at least one of the two is filled in. */
export function requireOneOf(
  context: z.RefinementCtx,
  pair: { first: string | undefined; second: string | undefined },
  paths: { first: (string | number)[]; second: (string | number)[] },
): void {
  const rule = requiredTogether(pair.first, pair.second);
  if (rule.isFirstRequired) requireField(context, pair.first, paths.first);
  if (rule.isSecondRequired) requireField(context, pair.second, paths.second);
}
