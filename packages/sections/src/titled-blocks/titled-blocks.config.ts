import type { SectionConfig } from "../section-view.ts";

export const titledBlocksConfig: SectionConfig<"titled-blocks"> = {
  label: "Titled blocks",
  category: "feature",
  description: "A title and a highlighted note beside up to fifteen titled blocks with lists.",
  defaults: () => ({
    title: "Good to know",
    titleAlignment: "left",
    additionalBlockTitle: "Questions?",
    additionalBlockParagraph: "Write to us or call us: we are happy to help you plan your trip.",
    blocks: [
      {
        title: "Before you arrive",
        paragraph: "Bring these documents to collect your vehicle:",
        list: ["A valid identity card or passport", "Your driving licence", "A payment card"],
      },
      {
        title: "During your rental",
        paragraph: "Call us at any time if something goes wrong. We will help you straight away.",
        list: [],
      },
    ].map((block) => ({
      ...block,
      titleAlignment: "left" as const,
      paragraphAlignment: "left" as const,
    })),
  }),
};
