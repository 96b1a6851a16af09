import type { z } from "zod";
import {
  alignmentField,
  BACKGROUND_FIELDS,
  buttonField,
  imageGroupField,
} from "../fields/common-fields.ts";
import { listField, textField } from "../fields/field.ts";
import { schemaOfFields } from "../fields/section-schema.ts";
import { LIMITS } from "../limits.ts";

const limits = LIMITS.text.featureSection;

/** A call to action: heading, paragraph, up to two buttons and an optional set of images. */
export const CTA_FIELDS = {
  title: textField({ label: "Title", max: limits.heading }),
  paragraph: textField({ label: "Paragraph", max: limits.paragraph }),
  titleAlignment: alignmentField("Title alignment", "center"),
  paragraphAlignment: alignmentField("Paragraph alignment", "center"),
  buttons: listField({
    label: "Buttons",
    itemLabel: "button",
    count: LIMITS.counts.ctaButtons,
    item: buttonField,
  }),
  images: listField({
    label: "Images",
    itemLabel: "image",
    count: LIMITS.counts.ctaImages,
    item: imageGroupField,
  }),
  ...BACKGROUND_FIELDS,
};

export const ctaData = schemaOfFields(CTA_FIELDS);
export type CtaData = z.infer<typeof ctaData>;
