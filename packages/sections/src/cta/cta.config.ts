import { textsIn } from "../default-text.ts";
import type { SectionConfig } from "../section-view.ts";

export const ctaConfig: SectionConfig<"cta"> = {
  label: "Call to action",
  category: "cta",
  description: "A bold banner with a title, a short paragraph and up to two buttons.",
  isMirrored: true,
  defaults: (language = "en") => {
    const t = textsIn(language);
    return {
      title: t({ en: "Ready when you are", pt: "Estamos prontos quando quiser" }),
      paragraph: t({
        en: "Tell visitors what to do next and why it is worth doing now.",
        pt: "Diga aos visitantes o que fazer a seguir e porque vale a pena fazê-lo já.",
      }),
      titleAlignment: "center",
      paragraphAlignment: "center",
      buttons: [
        {
          buttonText: t({ en: "Book now", pt: "Reservar agora" }),
          buttonUrl: "/booking",
          type: "primary",
        },
        {
          buttonText: t({ en: "Contact us", pt: "Contacte-nos" }),
          buttonUrl: "/booking",
          type: "secondary",
        },
      ],
      images: [],
    };
  },
};
