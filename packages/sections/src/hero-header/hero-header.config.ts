import { SECTION_CATALOGUE } from "@ilha/core";
import type { SectionConfig } from "../section-view.ts";

export const heroHeaderConfig: SectionConfig<"hero-header"> = {
  label: "Hero header",
  category: SECTION_CATALOGUE["hero-header"].category,
  description:
    "A full-width header with the navigation, a large title, a call to action and socials.",
  defaults: () => ({
    title: "Explore the island your way",
    paragraph:
      "Tell visitors in a sentence or two what you offer and why they will love it. Keep it short, friendly and clear.",
    titleAlignment: "left",
    paragraphAlignment: "left",
    backgroundImgAlt: "",
    logoSrc: "",
    logoColor: "default",
    logoAlt: "",
    buttons: [{ buttonText: "Learn more", buttonUrl: "#main", type: "primary" }],
    headerSocials: [
      { icon: "facebook", socialUrl: "https://www.facebook.com/" },
      { icon: "instagram", socialUrl: "https://www.instagram.com/" },
    ],
  }),
};
