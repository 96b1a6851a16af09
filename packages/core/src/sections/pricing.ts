import { z } from "zod";
import { LIMITS } from "../limits.ts";
import { alignment, background, list, text, url } from "../schema/primitives.ts";
import { requireField, requireOneOf } from "./require-field.ts";

const limits = LIMITS.text.pricing;

export const pricingPlan = z.strictObject({
  /** The price line, e.g. "25 €" (required), and what it is per, e.g. "per day". */
  labelTitle: text(limits.labelTitle),
  labelParagraph: text(limits.labelParagraph).default(""),
  cardTitle: text(limits.cardTitle),
  cardTitleAlignment: alignment.default("center"),
  options: list(text(limits.option), LIMITS.counts.pricingOptions).default([]),
  buttonText: text().default(""),
  buttonUrl: url.default(""),
});

export const pricingData = z
  .strictObject({
    title: text(limits.title).default(""),
    paragraph: text(limits.paragraph).default(""),
    titleAlignment: alignment.default("center"),
    paragraphAlignment: alignment.default("center"),
    /** The highlighted plan. */
    primaryPlanIdx: z.number().int().nonnegative().default(0),
    plans: list(pricingPlan, LIMITS.counts.pricingPlans),
    ...background,
  })
  .superRefine((data, context) => {
    requireOneOf(
      context,
      { first: data.title, second: data.paragraph },
      { first: ["title"], second: ["paragraph"] },
    );
    data.plans.forEach((plan, index) => {
      requireField(context, plan.labelTitle, ["plans", index, "labelTitle"]);
    });
    if (data.plans.length > 0 && data.primaryPlanIdx >= data.plans.length) {
      context.addIssue({
        code: "custom",
        path: ["primaryPlanIdx"],
        message: `The highlighted plan must be one of the ${data.plans.length} plans`,
      });
    }
  });
export type PricingData = z.infer<typeof pricingData>;
