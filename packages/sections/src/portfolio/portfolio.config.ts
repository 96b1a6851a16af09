import type { SectionConfig } from "../section-view.ts";

export const portfolioConfig: SectionConfig<"portfolio"> = {
  label: "Portfolio image",
  category: "portfolio",
  description: "A title, a description and one large image that opens full size.",
  defaults: () => ({
    title: "Our work",
    description: "Describe the image below: what it shows and why it matters.",
    titleAlignment: "center",
    image: { imgUrl: "", alt: "" },
  }),
};
