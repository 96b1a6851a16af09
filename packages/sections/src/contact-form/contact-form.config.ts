import { textsIn } from "../default-text.ts";
import type { SectionConfig } from "../section-view.ts";

export const contactFormConfig: SectionConfig<"contact-form"> = {
  label: "Contact form",
  category: "contact",
  description: "A contact form for name, e-mail and message beside the business's contact details.",
  isMirrored: true,
  defaults: (language = "en") => {
    const t = textsIn(language);
    return {
      title: t({ en: "Get in touch", pt: "Fale connosco" }),
      paragraph: t({
        en: "Send us a message and we will reply as soon as we can.",
        pt: "Envie-nos uma mensagem e responderemos assim que possível.",
      }),
      titleAlignment: "left",
      paragraphAlignment: "left",
      buttonText: t({ en: "Send", pt: "Enviar" }),
      placeholders: {
        name: t({ en: "Your name", pt: "O seu nome" }),
        email: t({ en: "Your e-mail", pt: "O seu e-mail" }),
        message: t({ en: "Your message", pt: "A sua mensagem" }),
      },
      blocks: [
        {
          iconName: "clock",
          title: t({ en: "Opening hours", pt: "Horário de funcionamento" }),
          paragraph1: t({ en: "Every day", pt: "Todos os dias" }),
          paragraph2: "09:00 – 18:00",
        },
        {
          iconName: "phone",
          title: t({ en: "Phone", pt: "Telefone" }),
          paragraph1: "+351 291 000 000",
          paragraph2: "",
        },
        {
          iconName: "mail",
          title: t({ en: "E-mail", pt: "Correio eletrónico" }),
          paragraph1: t({ en: "hello@example.com", pt: "ola@example.com" }),
          paragraph2: "",
        },
      ].map((block) => ({
        ...block,
        titleAlignment: "left" as const,
        paragraphAlignment: "left" as const,
      })),
    };
  },
};
