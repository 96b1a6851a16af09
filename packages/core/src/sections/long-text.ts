import type { z } from "zod";
import { alignmentField, BACKGROUND_FIELDS } from "../fields/common-fields.ts";
import { listField, textField } from "../fields/field.ts";
import { schemaOfFields } from "../fields/section-schema.ts";
import { LIMITS } from "../limits.ts";

const limits = LIMITS.text.longText;

export const LONG_TEXT_BLOCK_FIELDS = {
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
  titleAlignment: alignmentField("Title alignment", "left"),
  paragraphAlignment: alignmentField("Paragraph alignment", "left"),
};

export const LONG_TEXT_FIELDS = {
  title: textField({ label: "Title", max: limits.title, required: { unlessFilled: "subtitle" } }),
  subtitle: textField({
    label: "Subtitle",
    max: limits.subtitle,
    required: { unlessFilled: "title" },
  }),
  titleAlignment: alignmentField("Title alignment", "left"),
  subtitleAlignment: alignmentField("Subtitle alignment", "left"),
  content: listField({
    label: "Text blocks",
    itemLabel: "text block",
    count: LIMITS.counts.textBlocks,
    item: LONG_TEXT_BLOCK_FIELDS,
  }),
  ...BACKGROUND_FIELDS,
};

export const longTextData = schemaOfFields(LONG_TEXT_FIELDS);
export type LongTextData = z.infer<typeof longTextData>;
