import { z } from "zod";
import { LIMITS } from "../limits.ts";
import { alignment, background, list, text } from "../schema/primitives.ts";
import { requireOneOf } from "./require-field.ts";

const limits = LIMITS.text.titledBlocks;

export const titledBlock = z.strictObject({
  title: text(limits.blockTitle).default(""),
  paragraph: text(limits.blockParagraph).default(""),
  list: list(text(limits.listItem), LIMITS.counts.listItems).default([]),
  titleAlignment: alignment.default("left"),
  paragraphAlignment: alignment.default("left"),
});

/** Every block needs a title or a paragraph (spec §5 blocks rule). */
export function refineBlocks(
  blocks: { title: string; paragraph: string }[],
  context: z.RefinementCtx,
): void {
  blocks.forEach((block, index) => {
    requireOneOf(
      context,
      { first: block.title, second: block.paragraph },
      { first: ["blocks", index, "title"], second: ["blocks", index, "paragraph"] },
    );
  });
}

export const titledBlocksData = z
  .strictObject({
    title: text(limits.title).default(""),
    titleAlignment: alignment.default("left"),
    additionalBlockTitle: text(limits.title).default(""),
    additionalBlockParagraph: text(limits.additionalBlockParagraph).default(""),
    blocks: list(titledBlock, LIMITS.counts.titledBlocks),
    ...background,
  })
  .superRefine((data, context) => refineBlocks(data.blocks, context));
export type TitledBlocksData = z.infer<typeof titledBlocksData>;

/** The privacy policy: a title, a subtitle and titled blocks with lists. */
export const privacyPolicyData = z
  .strictObject({
    title: text(LIMITS.text.longText.title),
    subtitle: text(LIMITS.text.longText.subtitle).default(""),
    titleAlignment: alignment.default("left"),
    blocks: list(titledBlock, LIMITS.counts.titledBlocks),
    ...background,
  })
  .superRefine((data, context) => refineBlocks(data.blocks, context));
export type PrivacyPolicyData = z.infer<typeof privacyPolicyData>;
