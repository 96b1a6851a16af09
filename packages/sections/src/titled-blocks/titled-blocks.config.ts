import { textsIn } from "../default-text.ts";
import type { SectionConfig } from "../section-view.ts";

export const titledBlocksConfig: SectionConfig<"titled-blocks"> = {
  label: "Titled blocks",
  category: "feature",
  description: "A title and a highlighted note beside up to fifteen titled blocks with lists.",
  isMirrored: true,
  defaults: (language = "en") => {
    const t = textsIn(language);
    return {
      title: t({ en: "Good to know", pt: "Informações úteis" }),
      titleAlignment: "left",
      additionalBlockTitle: t({ en: "Questions?", pt: "Dúvidas?" }),
      additionalBlockParagraph: t({
        en: "Write to us or call us: we are happy to help you plan your trip.",
        pt: "Escreva-nos ou ligue-nos: teremos todo o gosto em ajudar a planear a sua viagem.",
      }),
      blocks: [
        {
          title: t({ en: "Before you arrive", pt: "Antes de chegar" }),
          paragraph: t({
            en: "Bring these documents to collect your vehicle:",
            pt: "Traga estes documentos para levantar o seu veículo:",
          }),
          list: [
            t({
              en: "A valid identity card or passport",
              pt: "Cartão de cidadão ou passaporte válido",
            }),
            t({ en: "Your driving licence", pt: "A sua carta de condução" }),
            t({ en: "A payment card", pt: "Um cartão de pagamento" }),
          ],
        },
        {
          title: t({ en: "During your rental", pt: "Durante o aluguer" }),
          paragraph: t({
            en: "Call us at any time if something goes wrong. We will help you straight away.",
            pt: "Ligue-nos a qualquer momento se algo correr mal. Ajudamos de imediato.",
          }),
          list: [],
        },
      ].map((block) => ({
        ...block,
        titleAlignment: "left" as const,
        paragraphAlignment: "left" as const,
      })),
    };
  },
};
