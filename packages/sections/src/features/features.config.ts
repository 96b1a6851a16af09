import { textsIn } from "../default-text.ts";
import type { SectionConfig } from "../section-view.ts";

const CARD = { imgUrl: "", alt: "" } as const;

export const featuresConfig: SectionConfig<"features"> = {
  label: "Features",
  category: "feature",
  description:
    "Headings, icon blocks and rows of image cards with badges, ending in a call to action.",
  isMirrored: true,
  defaults: (language = "en") => {
    const t = textsIn(language);
    const badgeText = t({ en: "Badge", pt: "Destaque" });
    return {
      title: t({ en: "Why choose us", pt: "Porquê escolher-nos" }),
      subTitle: t({ en: "Our promise", pt: "A nossa promessa" }),
      paragraph: t({
        en: "A short introduction to what makes your business different.",
        pt: "Uma breve apresentação do que torna o seu negócio diferente.",
      }),
      titleAlignment: "center",
      paragraphAlignment: "center",
      blocks: [
        {
          iconName: "star",
          title: t({ en: "Quality", pt: "Qualidade" }),
          paragraph1: t({
            en: "Well-kept, reliable service",
            pt: "Serviço cuidado e de confiança",
          }),
          paragraph2: "",
          titleAlignment: "center",
          paragraphAlignment: "center",
        },
        {
          iconName: "clock",
          title: t({ en: "Open every day", pt: "Abertos todos os dias" }),
          paragraph1: t({ en: "From 09:00 to 18:00", pt: "Das 09:00 às 18:00" }),
          paragraph2: "",
          titleAlignment: "center",
          paragraphAlignment: "center",
        },
        {
          iconName: "phone",
          title: t({ en: "Talk to us", pt: "Fale connosco" }),
          paragraph1: "+351 291 000 000",
          paragraph2: t({ en: "hello@example.com", pt: "ola@example.com" }),
          titleAlignment: "center",
          paragraphAlignment: "center",
        },
      ],
      features: [
        [
          {
            ...CARD,
            badgeText,
            paragraph: t({
              en: "Describe the first offer in a sentence or two.",
              pt: "Descreva a primeira oferta numa ou duas frases.",
            }),
          },
          {
            ...CARD,
            badgeText,
            paragraph: t({
              en: "Describe the second offer in a sentence or two.",
              pt: "Descreva a segunda oferta numa ou duas frases.",
            }),
          },
          {
            ...CARD,
            badgeText,
            paragraph: t({
              en: "Describe the third offer in a sentence or two.",
              pt: "Descreva a terceira oferta numa ou duas frases.",
            }),
          },
        ],
      ],
      ctaText: t({ en: "Ready to get started?", pt: "Pronto para começar?" }),
      buttonText: t({ en: "Get in touch", pt: "Fale connosco" }),
      buttonUrl: "/booking",
    };
  },
};
