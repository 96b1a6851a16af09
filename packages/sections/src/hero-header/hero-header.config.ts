import { SECTION_CATALOGUE } from "@ilha/core";
import { textsIn } from "../default-text.ts";
import type { SectionConfig } from "../section-view.ts";

export const heroHeaderConfig: SectionConfig<"hero-header"> = {
  label: "Hero header",
  category: SECTION_CATALOGUE["hero-header"].category,
  description:
    "A full-width header with the navigation, a large title, a call to action and socials.",
  isMirrored: true,
  defaults: (language = "en") => {
    const t = textsIn(language);
    return {
      title: t({ en: "Explore the island your way", pt: "Descubra a ilha à sua maneira" }),
      paragraph: t({
        en: "Tell visitors in a sentence or two what you offer and why they will love it. Keep it short, friendly and clear.",
        pt: "Diga aos visitantes, numa ou duas frases, o que oferece e porque vão gostar. Curto, simpático e claro.",
      }),
      titleAlignment: "left",
      paragraphAlignment: "left",
      backgroundImgAlt: "",
      logoSrc: "",
      logoColor: "default",
      logoAlt: "",
      buttons: [
        {
          buttonText: t({ en: "Learn more", pt: "Saiba mais" }),
          buttonUrl: "#main",
          type: "primary",
        },
      ],
      headerSocials: [
        { icon: "facebook", socialUrl: "https://www.facebook.com/" },
        { icon: "instagram", socialUrl: "https://www.instagram.com/" },
      ],
    };
  },
};
