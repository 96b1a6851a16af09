import type { z } from "zod";
import { alignmentField, imageGroupField } from "../fields/common-fields.ts";
import { textField } from "../fields/field.ts";
import { schemaOfFields } from "../fields/section-schema.ts";
import { LIMITS } from "../limits.ts";

const limits = LIMITS.text.featureSection;

/** A portfolio image section: title, description and one image. */
export const PORTFOLIO_FIELDS = {
  title: textField({ label: "Title", max: limits.heading }),
  description: textField({ label: "Description", max: limits.paragraph }),
  titleAlignment: alignmentField("Title alignment", "center"),
  image: imageGroupField,
};

export const portfolioData = schemaOfFields(PORTFOLIO_FIELDS);
export type PortfolioData = z.infer<typeof portfolioData>;
