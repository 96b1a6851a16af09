import type { z } from "zod";
import { alignmentField, BACKGROUND_FIELDS } from "../fields/common-fields.ts";
import { linkField, listField, numberField, textField } from "../fields/field.ts";
import { schemaOfFields } from "../fields/section-schema.ts";
import { LIMITS } from "../limits.ts";

const limits = LIMITS.text.pricing;

export const PRICING_PLAN_FIELDS = {
  /** The price line, e.g. "25 €" (required), and what it is per, e.g. "per day". */
  labelTitle: textField({ label: "Price", max: limits.labelTitle, required: "always" }),
  labelParagraph: textField({ label: "Price note", max: limits.labelParagraph }),
  cardTitle: textField({ label: "Plan name", max: limits.cardTitle }),
  cardTitleAlignment: alignmentField("Plan name alignment", "center"),
  options: listField({
    label: "Options",
    itemLabel: "option",
    count: LIMITS.counts.pricingOptions,
    item: textField({ label: "Option", max: limits.option }),
  }),
  buttonText: textField({ label: "Button text" }),
  buttonUrl: linkField({ label: "Button link" }),
};

export const PRICING_FIELDS = {
  title: textField({ label: "Title", max: limits.title, required: { unlessFilled: "paragraph" } }),
  paragraph: textField({
    label: "Paragraph",
    max: limits.paragraph,
    required: { unlessFilled: "title" },
  }),
  titleAlignment: alignmentField("Title alignment", "center"),
  paragraphAlignment: alignmentField("Paragraph alignment", "center"),
  /** The highlighted plan. */
  primaryPlanIdx: numberField({
    label: "Highlighted plan",
    min: 0,
    max: LIMITS.counts.pricingPlans.max - 1,
    isInteger: true,
    itemOf: { list: "plans", name: "cardTitle" },
    default: 0,
  }),
  plans: listField({
    label: "Plans",
    itemLabel: "plan",
    count: LIMITS.counts.pricingPlans,
    item: PRICING_PLAN_FIELDS,
  }),
  ...BACKGROUND_FIELDS,
};

export const pricingData = schemaOfFields(PRICING_FIELDS, (data, context) => {
  if (data.plans.length > 0 && data.primaryPlanIdx >= data.plans.length) {
    context.addIssue({
      code: "custom",
      path: ["primaryPlanIdx"],
      message: `The highlighted plan must be one of the ${data.plans.length} plans`,
    });
  }
});
export type PricingData = z.infer<typeof pricingData>;
