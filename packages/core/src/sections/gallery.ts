import { z } from "zod";
import { LIMITS } from "../limits.ts";
import { alignment, button, image, list, text } from "../schema/primitives.ts";

const limits = LIMITS.text.gallery;
const groupSize = LIMITS.counts.galleryGroupSize;

/** Spec §3: a gallery with an intro; its images come in groups of 4. */
export const galleryData = z.strictObject({
  title: text(limits.title).default(""),
  paragraph: text(limits.paragraph).default(""),
  titleAlignment: alignment.default("center"),
  paragraphAlignment: alignment.default("center"),
  images: z.array(image).refine((images) => images.length % groupSize === 0, {
    error: `Gallery images come in groups of ${groupSize}`,
  }),
  buttons: list(button, LIMITS.counts.ctaButtons).default([]),
});
export type GalleryData = z.infer<typeof galleryData>;
