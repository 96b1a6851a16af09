import type { z } from "zod";
import { alignmentField, buttonField, imageGroupField } from "../fields/common-fields.ts";
import { listField, textField } from "../fields/field.ts";
import { schemaOfFields } from "../fields/section-schema.ts";
import { LIMITS } from "../limits.ts";

const limits = LIMITS.text.gallery;

/** Spec §3: a gallery with an intro; its images come in groups of 4. */
export const GALLERY_FIELDS = {
  title: textField({ label: "Title", max: limits.title }),
  paragraph: textField({ label: "Paragraph", max: limits.paragraph }),
  titleAlignment: alignmentField("Title alignment", "center"),
  paragraphAlignment: alignmentField("Paragraph alignment", "center"),
  images: listField({
    label: "Gallery images",
    itemLabel: "image",
    count: { ...LIMITS.counts.galleryImages, step: LIMITS.counts.galleryGroupSize },
    item: imageGroupField,
  }),
  buttons: listField({
    label: "Buttons",
    itemLabel: "button",
    count: LIMITS.counts.ctaButtons,
    item: buttonField,
  }),
};

export const galleryData = schemaOfFields(GALLERY_FIELDS);
export type GalleryData = z.infer<typeof galleryData>;
