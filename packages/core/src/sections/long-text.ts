import { z } from "zod";
import { LIMITS } from "../limits.ts";
import { alignment, background, list, text } from "../schema/primitives.ts";
import { requireOneOf } from "./require-field.ts";

const limits = LIMITS.text.longText;

export const longTextBlock = z.strictObject({
  title: text(limits.blockTitle).default(""),
  paragraph: text(limits.blockParagraph).default(""),
  titleAlignment: alignment.default("left"),
  paragraphAlignment: alignment.default("left"),
});

export const longTextData = z
  .strictObject({
    title: text(limits.title).default(""),
    subtitle: text(limits.subtitle).default(""),
    titleAlignment: alignment.default("left"),
    subtitleAlignment: alignment.default("left"),
    content: list(longTextBlock, LIMITS.counts.textBlocks),
    ...background,
  })
  .superRefine((data, context) => {
    requireOneOf(
      context,
      { first: data.title, second: data.subtitle },
      { first: ["title"], second: ["subtitle"] },
    );
    data.content.forEach((block, index) => {
      requireOneOf(
        context,
        { first: block.title, second: block.paragraph },
        { first: ["content", index, "title"], second: ["content", index, "paragraph"] },
      );
    });
  });
export type LongTextData = z.infer<typeof longTextData>;
