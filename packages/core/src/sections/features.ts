import { z } from "zod";
import { LIMITS } from "../limits.ts";
import {
  alignment,
  background,
  cropParams,
  imageSet,
  list,
  text,
  url,
} from "../schema/primitives.ts";

const icons = LIMITS.text.features;
const cards = LIMITS.text.featureSection;

/** An icon block: an icon, a title and two paragraph lines (e-mails and phones become links). */
export const iconBlock = z.strictObject({
  iconName: z.string().max(LIMITS.text.icon).default(""),
  title: text(icons.blockTitle).default(""),
  paragraph1: text(icons.blockParagraph).default(""),
  paragraph2: text(icons.blockParagraph).default(""),
  titleAlignment: alignment.default("center"),
  paragraphAlignment: alignment.default("center"),
});

/** A badge card of a feature row: image, badge and text. */
export const featureCard = z.strictObject({
  imgUrl: url.default(""),
  imgDimensions: imageSet.optional(),
  imgCropParams: cropParams.optional(),
  alt: text(LIMITS.text.alt).default(""),
  badgeText: text(cards.badge).default(""),
  paragraph: text(cards.blockParagraph).default(""),
});

/**
 * Icon features and feature rows: headings, icon blocks (1 to 6) and/or rows of badge cards
 * (1 to 2 rows), a call-to-action line and a button.
 */
export const featuresData = z
  .strictObject({
    title: text(icons.title).default(""),
    subTitle: text(cards.heading).default(""),
    paragraph: text(cards.paragraph).default(""),
    titleAlignment: alignment.default("center"),
    paragraphAlignment: alignment.default("center"),
    blocks: list(iconBlock, { min: 0, max: LIMITS.counts.featureBlocks.max }).default([]),
    features: list(z.array(featureCard).min(1), {
      min: 0,
      max: LIMITS.counts.featureRows.max,
    }).default([]),
    ctaText: text(cards.cta).default(""),
    buttonText: text().default(""),
    buttonUrl: url.default(""),
    ...background,
  })
  .refine((data) => data.blocks.length > 0 || data.features.length > 0, {
    error: "A features section needs at least one icon block or one feature row",
    path: ["blocks"],
  });
export type FeaturesData = z.infer<typeof featuresData>;
