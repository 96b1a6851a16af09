import type { SectionConfig } from "../section-view.ts";

export const privacyPolicyConfig: SectionConfig<"privacy-policy"> = {
  label: "Privacy policy",
  category: "privacyPolicy",
  description: "The site's privacy policy: a title, a subtitle and titled blocks with lists.",
  defaults: () => ({
    title: "Privacy policy",
    subtitle: "How we collect, use and protect your personal data.",
    titleAlignment: "left",
    blocks: [
      {
        title: "Who we are",
        paragraph: "We are responsible for the personal data you share with us on this website.",
        list: [],
      },
      {
        title: "Data we collect",
        paragraph: "We only collect the data we need to answer your requests:",
        list: ["Your name and e-mail address", "The content of your message"],
      },
      {
        title: "Your rights",
        paragraph:
          "You may ask us at any time to access, correct or erase your data, or to stop processing it.",
        list: [],
      },
    ].map((block) => ({
      ...block,
      titleAlignment: "left" as const,
      paragraphAlignment: "left" as const,
    })),
  }),
};
