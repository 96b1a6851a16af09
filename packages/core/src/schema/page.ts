import { z } from "zod";
import { ERRORS } from "../errors.ts";
import { LIMITS } from "../limits.ts";
import { SECTION_CATALOGUE } from "../section-catalogue.ts";
import { component } from "./component.ts";
import { text } from "./primitives.ts";

/** A page path: `/` or slash-separated lowercase segments, no trailing slash. */
export const pagePath = z
  .string()
  .regex(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/, {
    error: ERRORS.invalidPagePath.message,
  });

export const pageMeta = z.strictObject({
  title: text(LIMITS.text.meta.title),
  keywords: text(LIMITS.text.meta.keywords).default(""),
  description: text(LIMITS.text.meta.description).default(""),
  /** On the first page: its meta stands for every page. */
  useForAll: z.boolean().optional(),
});
export type PageMeta = z.infer<typeof pageMeta>;

export const page = z
  .strictObject({
    path: pagePath,
    meta: pageMeta,
    components: z.array(component),
  })
  .superRefine((data, context) => {
    const unique = new Set<string>();
    data.components.forEach((item, index) => {
      const kind = SECTION_CATALOGUE[item.type];
      const slot =
        kind.category === "header" || kind.category === "footer" ? kind.category : item.type;
      if (kind.isUnique && unique.has(slot)) {
        context.addIssue({
          code: "custom",
          path: ["components", index, "type"],
          message: `A page holds one ${slot} section at most`,
        });
      }
      if (kind.isUnique) unique.add(slot);
    });
  });
export type Page = z.infer<typeof page>;
