import { z } from "zod";
import { type Fields, type ShapeOf, shapeOf } from "./field.ts";
import { checkRequired } from "./required-rules.ts";

/**
 * The schema of a section's data (or any strict object) made from its fields: each field's own
 * schema, spec §5's required rules, and `refine` for the rules that tie several fields together.
 */
export function schemaOfFields<const F extends Fields>(
  fields: F,
  refine?: (
    data: z.output<z.ZodObject<ShapeOf<F>, z.core.$strict>>,
    context: z.RefinementCtx,
  ) => void,
) {
  return z.strictObject(shapeOf(fields)).superRefine((data, context) => {
    checkRequired({ fields, data, context });
    refine?.(data, context);
  });
}
