import { textsIn } from "../default-text.ts";
import type { SectionConfig } from "../section-view.ts";

export const longTextConfig: SectionConfig<"long-text"> = {
  label: "Long text",
  category: "feature",
  description:
    "A title, a subtitle and up to fifteen titled paragraphs, such as terms and conditions.",
  isMirrored: false,
  defaults: (language = "en") => {
    const t = textsIn(language);
    return {
      title: t({ en: "Terms and conditions", pt: "Termos e condições" }),
      subtitle: t({
        en: "Please read these conditions carefully before booking.",
        pt: "Leia atentamente estas condições antes de reservar.",
      }),
      titleAlignment: "left",
      subtitleAlignment: "left",
      content: [
        {
          title: t({ en: "1. Bookings", pt: "1. Reservas" }),
          paragraph: t({
            en: "A booking is confirmed once we have replied to your request by e-mail. Please check the dates and details in our reply.",
            pt: "A reserva fica confirmada quando respondermos ao seu pedido por e-mail. Verifique as datas e os detalhes na nossa resposta.",
          }),
        },
        {
          title: t({ en: "2. Payment", pt: "2. Pagamento" }),
          paragraph: t({
            en: "The full amount is paid on collection, in cash or by card. Prices include taxes at the current legal rate.",
            pt: "O valor total é pago no levantamento, em numerário ou com cartão. Os preços incluem impostos à taxa legal em vigor.",
          }),
        },
        {
          title: t({ en: "3. Cancellation", pt: "3. Cancelamento" }),
          paragraph: t({
            en: "Bookings can be cancelled free of charge up to 48 hours before the agreed time.",
            pt: "As reservas podem ser canceladas sem custos até 48 horas antes da hora combinada.",
          }),
        },
      ].map((block) => ({
        ...block,
        titleAlignment: "left" as const,
        paragraphAlignment: "left" as const,
      })),
    };
  },
};
