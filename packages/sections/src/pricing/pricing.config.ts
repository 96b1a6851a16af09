import { type DefaultText, textsIn } from "../default-text.ts";
import type { SectionConfig } from "../section-view.ts";

/** The options every plan includes, their texts picked by `t`. */
function options(t: (text: DefaultText) => string): string[] {
  return [
    t({ en: "Free cancellation up to 48 hours", pt: "Cancelamento gratuito até 48 horas" }),
    t({ en: "Unlimited mileage", pt: "Quilometragem ilimitada" }),
    t({ en: "Third-party insurance", pt: "Seguro contra terceiros" }),
  ];
}

export const pricingConfig: SectionConfig<"pricing"> = {
  label: "Pricing",
  category: "pricing",
  description: "Up to six plan cards with a price, a list of what is included and a button.",
  isMirrored: false,
  defaults: (language = "en") => {
    const t = textsIn(language);
    const additionalDriver = t({
      en: "Additional driver included",
      pt: "Condutor adicional incluído",
    });
    return {
      title: t({ en: "Simple, transparent prices", pt: "Preços simples e transparentes" }),
      paragraph: t({
        en: "Choose the plan that suits your trip. All prices include taxes.",
        pt: "Escolha o plano ideal para a sua viagem. Todos os preços incluem impostos.",
      }),
      titleAlignment: "center",
      paragraphAlignment: "center",
      primaryPlanIdx: 1,
      plans: [
        { name: t({ en: "Basic", pt: "Básico" }), price: "€25", extra: [] },
        { name: t({ en: "Standard", pt: "Padrão" }), price: "€45", extra: [additionalDriver] },
        {
          name: t({ en: "Premium", pt: "Topo de gama" }),
          price: "€65",
          extra: [additionalDriver, t({ en: "Full cover", pt: "Cobertura total" })],
        },
      ].map(({ name, price, extra }) => ({
        labelTitle: price,
        labelParagraph: t({ en: "per day", pt: "por dia" }),
        cardTitle: name,
        cardTitleAlignment: "center" as const,
        options: [...options(t), ...extra],
        buttonText: t({ en: "Book now", pt: "Reservar agora" }),
        buttonUrl: "/#contact",
      })),
    };
  },
};
