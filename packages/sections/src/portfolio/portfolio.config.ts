import { textsIn } from "../default-text.ts";
import type { SectionConfig } from "../section-view.ts";

export const portfolioConfig: SectionConfig<"portfolio"> = {
  label: "Portfolio image",
  category: "portfolio",
  description: "A title, a description and one large image that opens full size.",
  isMirrored: false,
  defaults: (language = "en") => {
    const t = textsIn(language);
    return {
      title: t({ en: "Our work", pt: "O nosso trabalho" }),
      description: t({
        en: "Describe the image below: what it shows and why it matters.",
        pt: "Descreva a imagem abaixo: o que mostra e porque é importante.",
      }),
      titleAlignment: "center",
      image: { imgUrl: "", alt: "" },
    };
  },
};
