import { z } from "zod";
import {
  booleanField,
  enumField,
  groupField,
  linkField,
  shapeOf,
  textField,
} from "../fields/field.ts";
import { LIMITS } from "../limits.ts";

const limits = LIMITS.text.consent;

export const CONSENT_CATEGORY_TYPES = [
  "essential",
  "analytics",
  "marketing",
  "functional",
] as const;
export const consentCategoryType = z.enum(CONSENT_CATEGORY_TYPES);

/**
 * Whether a category may leave the banner: any but essential, which is always on (spec §4) and
 * is what the banner's own consent cookie belongs to.
 */
export function isRemovableConsentCategory(category: unknown): boolean {
  return (category as { type?: unknown } | undefined)?.type !== "essential";
}

/** A consent category; `essential` is always on and has no switch. */
export const CONSENT_CATEGORY_FIELDS = {
  type: enumField({ label: "Category", options: CONSENT_CATEGORY_TYPES, default: "essential" }),
  title: textField({ label: "Category title" }),
  description: textField({ label: "Category description", max: limits.text }),
};
export const consentCategory = z.strictObject(shapeOf(CONSENT_CATEGORY_FIELDS));

function bannerButton(label: string) {
  return {
    name: textField({ label, max: limits.buttonName }),
    isVisible: booleanField({ label: `Show "${label}"`, default: true }),
  };
}

/** The consent banner and its settings popup, in one language. */
export const CONSENT_FIELDS = {
  consentText: textField({ label: "Banner text", max: limits.text }),
  acceptBtn: groupField({ label: "Accept button", fields: bannerButton("Accept button") }),
  declineBtn: groupField({ label: "Decline button", fields: bannerButton("Decline button") }),
  privacyPolicyBtn: groupField({
    label: "Privacy policy button",
    fields: {
      ...bannerButton("Privacy policy button"),
      link: linkField({ label: "Privacy policy link" }),
    },
  }),
  settingsBtn: groupField({ label: "Settings button", fields: bannerButton("Settings button") }),
  title: textField({ label: "Settings title" }),
  description: textField({ label: "Settings description", max: limits.text }),
  confirmBtnName: textField({ label: "Confirm button", max: limits.buttonName }),
};

export const consentSettings = z.strictObject({
  ...shapeOf(CONSENT_FIELDS),
  categories: z
    .array(consentCategory)
    .refine(
      (categories) =>
        new Set(categories.map((category) => category.type)).size === categories.length,
      { error: "Each consent category appears once" },
    ),
});
export type ConsentSettings = z.infer<typeof consentSettings>;
