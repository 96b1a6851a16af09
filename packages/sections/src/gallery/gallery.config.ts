import { LIMITS } from "@ilha/core";
import type { SectionConfig } from "../section-view.ts";

export const galleryConfig: SectionConfig<"gallery"> = {
  label: "Gallery",
  category: "portfolio",
  description: "A short intro and images in groups of four, with up to two buttons.",
  defaults: () => ({
    title: "Gallery",
    paragraph: "A few pictures that show what you do best.",
    titleAlignment: "center",
    paragraphAlignment: "center",
    images: Array.from({ length: LIMITS.counts.galleryGroupSize }, () => ({ imgUrl: "", alt: "" })),
    buttons: [{ buttonText: "Book now", buttonUrl: "/booking", type: "primary" }],
  }),
};
