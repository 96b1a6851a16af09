import type { z } from "zod";
import { alignmentField, BACKGROUND_FIELDS } from "../fields/common-fields.ts";
import { listField, textField } from "../fields/field.ts";
import { schemaOfFields } from "../fields/section-schema.ts";
import { LIMITS } from "../limits.ts";

const limits = LIMITS.text.titledBlocks;

/** A titled block: spec §5's blocks rule, a title or a paragraph, and a list. */
export const TITLED_BLOCK_FIELDS = {
  title: textField({
    label: "Block title",
    max: limits.blockTitle,
    required: { unlessFilled: "paragraph" },
  }),
  paragraph: textField({
    label: "Block text",
    max: limits.blockParagraph,
    required: { unlessFilled: "title" },
  }),
  list: listField({
    label: "List",
    itemLabel: "list item",
    count: LIMITS.counts.listItems,
    item: textField({ label: "List item", max: limits.listItem }),
  }),
  titleAlignment: alignmentField("Title alignment", "left"),
  paragraphAlignment: alignmentField("Paragraph alignment", "left"),
};

const blocksField = listField({
  label: "Blocks",
  itemLabel: "block",
  count: LIMITS.counts.titledBlocks,
  item: TITLED_BLOCK_FIELDS,
});

export const TITLED_BLOCKS_FIELDS = {
  title: textField({ label: "Title", max: limits.title }),
  titleAlignment: alignmentField("Title alignment", "left"),
  additionalBlockTitle: textField({ label: "Extra block title", max: limits.title }),
  additionalBlockParagraph: textField({
    label: "Extra block text",
    max: limits.additionalBlockParagraph,
  }),
  blocks: blocksField,
  ...BACKGROUND_FIELDS,
};

export const titledBlocksData = schemaOfFields(TITLED_BLOCKS_FIELDS);
export type TitledBlocksData = z.infer<typeof titledBlocksData>;

/** The privacy policy: a title (required), a subtitle and titled blocks with lists. */
export const PRIVACY_POLICY_FIELDS = {
  title: textField({ label: "Title", max: LIMITS.text.longText.title, required: "always" }),
  subtitle: textField({ label: "Subtitle", max: LIMITS.text.longText.subtitle }),
  titleAlignment: alignmentField("Title alignment", "left"),
  blocks: blocksField,
  ...BACKGROUND_FIELDS,
};

export const privacyPolicyData = schemaOfFields(PRIVACY_POLICY_FIELDS);
export type PrivacyPolicyData = z.infer<typeof privacyPolicyData>;
