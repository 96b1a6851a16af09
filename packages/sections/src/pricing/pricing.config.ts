import type { SectionConfig } from "../section-view.ts";

const options = ["Free cancellation up to 48 hours", "Unlimited mileage", "Third-party insurance"];

export const pricingConfig: SectionConfig<"pricing"> = {
  label: "Pricing",
  category: "pricing",
  description: "Up to six plan cards with a price, a list of what is included and a button.",
  defaults: () => ({
    title: "Simple, transparent prices",
    paragraph: "Choose the plan that suits your trip. All prices include taxes.",
    titleAlignment: "center",
    paragraphAlignment: "center",
    primaryPlanIdx: 1,
    plans: [
      { name: "Basic", price: "€25", extra: [] },
      { name: "Standard", price: "€45", extra: ["Additional driver included"] },
      { name: "Premium", price: "€65", extra: ["Additional driver included", "Full cover"] },
    ].map(({ name, price, extra }) => ({
      labelTitle: price,
      labelParagraph: "per day",
      cardTitle: name,
      cardTitleAlignment: "center" as const,
      options: [...options, ...extra],
      buttonText: "Book now",
      buttonUrl: "/#contact",
    })),
  }),
};
