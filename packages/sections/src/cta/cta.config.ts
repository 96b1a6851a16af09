import type { SectionConfig } from "../section-view.ts";

export const ctaConfig: SectionConfig<"cta"> = {
  label: "Call to action",
  category: "cta",
  description: "A bold banner with a title, a short paragraph and up to two buttons.",
  defaults: () => ({
    title: "Ready when you are",
    paragraph: "Tell visitors what to do next and why it is worth doing now.",
    titleAlignment: "center",
    paragraphAlignment: "center",
    buttons: [
      { buttonText: "Book now", buttonUrl: "/booking", type: "primary" },
      { buttonText: "Contact us", buttonUrl: "/booking", type: "secondary" },
    ],
    images: [],
  }),
};
