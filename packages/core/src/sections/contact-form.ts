import { z } from "zod";
import { LIMITS } from "../limits.ts";
import { alignment, background, list, text } from "../schema/primitives.ts";
import { iconBlock } from "./features.ts";

const limits = LIMITS.text.contactForm;

export const contactFormData = z.strictObject({
  title: text(limits.title).default(""),
  paragraph: text(limits.paragraph).default(""),
  titleAlignment: alignment.default("left"),
  paragraphAlignment: alignment.default("left"),
  buttonText: text(),
  placeholders: z.strictObject({ name: text(), email: text(), message: text() }),
  /** Contact-detail blocks beside the form (icon, title, two lines), e.g. opening hours. */
  blocks: list(iconBlock, { min: 0, max: LIMITS.counts.featureBlocks.max }).default([]),
  ...background,
});
export type ContactFormData = z.infer<typeof contactFormData>;
