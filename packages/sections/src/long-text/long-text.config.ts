import type { SectionConfig } from "../section-view.ts";

export const longTextConfig: SectionConfig<"long-text"> = {
  label: "Long text",
  category: "feature",
  description:
    "A title, a subtitle and up to fifteen titled paragraphs, such as terms and conditions.",
  defaults: () => ({
    title: "Terms and conditions",
    subtitle: "Please read these conditions carefully before booking.",
    titleAlignment: "left",
    subtitleAlignment: "left",
    content: [
      {
        title: "1. Bookings",
        paragraph:
          "A booking is confirmed once we have replied to your request by e-mail. Please check the dates and details in our reply.",
      },
      {
        title: "2. Payment",
        paragraph:
          "The full amount is paid on collection, in cash or by card. Prices include taxes at the current legal rate.",
      },
      {
        title: "3. Cancellation",
        paragraph:
          "Bookings can be cancelled free of charge up to 48 hours before the agreed time.",
      },
    ].map((block) => ({
      ...block,
      titleAlignment: "left" as const,
      paragraphAlignment: "left" as const,
    })),
  }),
};
