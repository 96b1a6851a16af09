import type { z } from "zod";
import {
  alignmentField,
  altField,
  BACKGROUND_FIELDS,
  cropField,
  imageSizesField,
} from "../fields/common-fields.ts";
import { iconField, imageField, linkField, listField, textField } from "../fields/field.ts";
import { schemaOfFields } from "../fields/section-schema.ts";
import { LIMITS } from "../limits.ts";

const icons = LIMITS.text.features;
const cards = LIMITS.text.featureSection;

/** An icon block: an icon, a title and two paragraph lines (e-mails and phones become links). */
export const ICON_BLOCK_FIELDS = {
  iconName: iconField({ label: "Icon" }),
  title: textField({ label: "Block title", max: icons.blockTitle }),
  paragraph1: textField({ label: "First line", max: icons.blockParagraph }),
  paragraph2: textField({ label: "Second line", max: icons.blockParagraph }),
  titleAlignment: alignmentField("Title alignment", "center"),
  paragraphAlignment: alignmentField("Paragraph alignment", "center"),
};

/** A badge card of a feature row: image, badge and text. */
export const FEATURE_CARD_FIELDS = {
  imgUrl: imageField({
    label: "Card image",
    companions: { sizes: "imgDimensions", crop: "imgCropParams", alt: "alt" },
  }),
  imgDimensions: imageSizesField,
  imgCropParams: cropField,
  alt: altField(),
  badgeText: textField({ label: "Badge", max: cards.badge }),
  paragraph: textField({ label: "Card text", max: cards.blockParagraph }),
};

/** The icon blocks of a contact form's details and of a features section (up to 6). */
export function iconBlocksField(count: { min: number; max: number }) {
  return listField({
    label: "Icon blocks",
    itemLabel: "icon block",
    count,
    item: ICON_BLOCK_FIELDS,
  });
}

/**
 * Icon features and feature rows: headings, icon blocks (1 to 6) and/or rows of badge cards
 * (1 to 2 rows), a call-to-action line and a button.
 */
export const FEATURES_FIELDS = {
  title: textField({ label: "Title", max: icons.title }),
  subTitle: textField({ label: "Subtitle", max: cards.heading }),
  paragraph: textField({ label: "Paragraph", max: cards.paragraph }),
  titleAlignment: alignmentField("Title alignment", "center"),
  paragraphAlignment: alignmentField("Paragraph alignment", "center"),
  blocks: iconBlocksField({ min: 0, max: LIMITS.counts.featureBlocks.max }),
  features: listField({
    label: "Feature rows",
    itemLabel: "feature row",
    count: { min: 0, max: LIMITS.counts.featureRows.max },
    item: listField({
      label: "Cards",
      itemLabel: "card",
      count: { min: 1, max: Number.POSITIVE_INFINITY },
      item: FEATURE_CARD_FIELDS,
    }),
  }),
  ctaText: textField({ label: "Call to action", max: cards.cta }),
  buttonText: textField({ label: "Button text" }),
  buttonUrl: linkField({ label: "Button link" }),
  ...BACKGROUND_FIELDS,
};

export const featuresData = schemaOfFields(FEATURES_FIELDS, (data, context) => {
  if (data.blocks.length === 0 && data.features.length === 0) {
    context.addIssue({
      code: "custom",
      path: ["blocks"],
      message: "A features section needs at least one icon block or one feature row",
    });
  }
});
export type FeaturesData = z.infer<typeof featuresData>;
