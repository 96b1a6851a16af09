import type { SectionConfig } from "../section-view.ts";

export const contactFormConfig: SectionConfig<"contact-form"> = {
  label: "Contact form",
  category: "contact",
  description: "A contact form for name, e-mail and message beside the business's contact details.",
  defaults: () => ({
    title: "Get in touch",
    paragraph: "Send us a message and we will reply as soon as we can.",
    titleAlignment: "left",
    paragraphAlignment: "left",
    buttonText: "Send",
    placeholders: { name: "Your name", email: "Your e-mail", message: "Your message" },
    blocks: [
      {
        iconName: "clock",
        title: "Opening hours",
        paragraph1: "Every day",
        paragraph2: "09:00 – 18:00",
      },
      { iconName: "phone", title: "Phone", paragraph1: "+351 291 000 000", paragraph2: "" },
      { iconName: "mail", title: "E-mail", paragraph1: "hello@example.com", paragraph2: "" },
    ].map((block) => ({
      ...block,
      titleAlignment: "left" as const,
      paragraphAlignment: "left" as const,
    })),
  }),
};
