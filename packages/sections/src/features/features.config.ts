import type { SectionConfig } from "../section-view.ts";

const CARD = { imgUrl: "", alt: "" } as const;

export const featuresConfig: SectionConfig<"features"> = {
  label: "Features",
  category: "feature",
  description:
    "Headings, icon blocks and rows of image cards with badges, ending in a call to action.",
  defaults: () => ({
    title: "Why choose us",
    subTitle: "Our promise",
    paragraph: "A short introduction to what makes your business different.",
    titleAlignment: "center",
    paragraphAlignment: "center",
    blocks: [
      {
        iconName: "star",
        title: "Quality",
        paragraph1: "Well-kept, reliable service",
        paragraph2: "",
        titleAlignment: "center",
        paragraphAlignment: "center",
      },
      {
        iconName: "clock",
        title: "Open every day",
        paragraph1: "From 09:00 to 18:00",
        paragraph2: "",
        titleAlignment: "center",
        paragraphAlignment: "center",
      },
      {
        iconName: "phone",
        title: "Talk to us",
        paragraph1: "+351 291 000 000",
        paragraph2: "hello@example.com",
        titleAlignment: "center",
        paragraphAlignment: "center",
      },
    ],
    features: [
      [
        {
          ...CARD,
          badgeText: "Badge",
          paragraph: "Describe the first offer in a sentence or two.",
        },
        {
          ...CARD,
          badgeText: "Badge",
          paragraph: "Describe the second offer in a sentence or two.",
        },
        {
          ...CARD,
          badgeText: "Badge",
          paragraph: "Describe the third offer in a sentence or two.",
        },
      ],
    ],
    ctaText: "Ready to get started?",
    buttonText: "Get in touch",
    buttonUrl: "/booking",
  }),
};
