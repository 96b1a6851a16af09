import { textsIn } from "../default-text.ts";
import type { SectionConfig } from "../section-view.ts";

export const privacyPolicyConfig: SectionConfig<"privacy-policy"> = {
  label: "Privacy policy",
  category: "privacyPolicy",
  description: "The site's privacy policy: a title, a subtitle and titled blocks with lists.",
  isMirrored: false,
  defaults: (language = "en") => {
    const t = textsIn(language);
    return {
      title: t({ en: "Privacy policy", pt: "Política de privacidade" }),
      subtitle: t({
        en: "How we collect, use and protect your personal data.",
        pt: "Como recolhemos, utilizamos e protegemos os seus dados pessoais.",
      }),
      titleAlignment: "left",
      blocks: [
        {
          title: t({ en: "Who we are", pt: "Quem somos" }),
          paragraph: t({
            en: "We are responsible for the personal data you share with us on this website.",
            pt: "Somos responsáveis pelos dados pessoais que partilha connosco neste site.",
          }),
          list: [],
        },
        {
          title: t({ en: "Data we collect", pt: "Dados que recolhemos" }),
          paragraph: t({
            en: "We only collect the data we need to answer your requests:",
            pt: "Recolhemos apenas os dados de que precisamos para responder aos seus pedidos:",
          }),
          list: [
            t({ en: "Your name and e-mail address", pt: "O seu nome e endereço de e-mail" }),
            t({ en: "The content of your message", pt: "O conteúdo da sua mensagem" }),
          ],
        },
        {
          title: t({ en: "Your rights", pt: "Os seus direitos" }),
          paragraph: t({
            en: "You may ask us at any time to access, correct or erase your data, or to stop processing it.",
            pt: "Pode pedir-nos, a qualquer momento, para aceder aos seus dados, corrigi-los ou apagá-los, ou para deixarmos de os tratar.",
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
