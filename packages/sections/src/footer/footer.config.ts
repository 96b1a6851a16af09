import { SECTION_CATALOGUE } from "@ilha/core";
import { textsIn } from "../default-text.ts";
import type { SectionConfig } from "../section-view.ts";

export const footerConfig: SectionConfig<"footer"> = {
  label: "Footer",
  category: SECTION_CATALOGUE.footer.category,
  description: "The end of every page: links, social networks, copyright and the privacy policy.",
  isMirrored: false,
  defaults: (language = "en") => {
    const t = textsIn(language);
    const year = new Date().getFullYear();
    return {
      copyrightText: t({ en: `© ${year} Your Business`, pt: `© ${year} A sua empresa` }),
      socials: [
        { icon: "facebook", socialUrl: "https://www.facebook.com/" },
        { icon: "instagram", socialUrl: "https://www.instagram.com/" },
        { icon: "whatsapp", socialUrl: "https://wa.me/" },
      ],
    };
  },
};
