import { z } from "zod";
import { LIMITS } from "../limits.ts";
import { alignment, image, text } from "../schema/primitives.ts";

const limits = LIMITS.text.featureSection;

/** A portfolio image section: title, description and one image. */
export const portfolioData = z.strictObject({
  title: text(limits.heading).default(""),
  description: text(limits.paragraph).default(""),
  titleAlignment: alignment.default("center"),
  image,
});
export type PortfolioData = z.infer<typeof portfolioData>;
