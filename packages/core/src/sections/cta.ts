import { z } from "zod";
import { LIMITS } from "../limits.ts";
import { alignment, background, button, image, list, text } from "../schema/primitives.ts";

const limits = LIMITS.text.featureSection;

/** A call to action: heading, paragraph, up to two buttons and an optional set of images. */
export const ctaData = z.strictObject({
  title: text(limits.heading),
  paragraph: text(limits.paragraph).default(""),
  titleAlignment: alignment.default("center"),
  paragraphAlignment: alignment.default("center"),
  buttons: list(button, LIMITS.counts.ctaButtons).default([]),
  images: z.array(image).default([]),
  ...background,
});
export type CtaData = z.infer<typeof ctaData>;
