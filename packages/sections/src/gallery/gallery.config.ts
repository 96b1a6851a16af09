import { LIMITS } from "@ilha/core";
import { textsIn } from "../default-text.ts";
import type { SectionConfig } from "../section-view.ts";

export const galleryConfig: SectionConfig<"gallery"> = {
  label: "Gallery",
  category: "portfolio",
  description: "A short intro and images in groups of four, with up to two buttons.",
  isMirrored: true,
  defaults: (language = "en") => {
    const t = textsIn(language);
    return {
      title: t({ en: "Gallery", pt: "Galeria" }),
      paragraph: t({
        en: "A few pictures that show what you do best.",
        pt: "Algumas imagens que mostram o que faz de melhor.",
      }),
      titleAlignment: "center",
      paragraphAlignment: "center",
      images: Array.from({ length: LIMITS.counts.galleryGroupSize }, () => ({
        imgUrl: "",
        alt: "",
      })),
      buttons: [
        {
          buttonText: t({ en: "Book now", pt: "Reservar agora" }),
          buttonUrl: "/booking",
          type: "primary",
        },
      ],
    };
  },
};
