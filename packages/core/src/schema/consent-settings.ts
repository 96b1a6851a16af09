import { z } from "zod";
import { text, url } from "./primitives.ts";

export const consentCategoryType = z.enum(["essential", "analytics", "marketing", "functional"]);

/** A consent category; `essential` is always on and has no switch. */
export const consentCategory = z.strictObject({
  type: consentCategoryType,
  title: text(),
  description: text(1000),
});

const bannerButton = z.strictObject({ name: text(60), isVisible: z.boolean() });

/** The consent banner and its settings popup, in one language. */
export const consentSettings = z.strictObject({
  consentText: text(1000),
  acceptBtn: bannerButton,
  declineBtn: bannerButton,
  privacyPolicyBtn: bannerButton.extend({ link: url }),
  settingsBtn: bannerButton,
  title: text(),
  description: text(1000),
  confirmBtnName: text(60),
  categories: z
    .array(consentCategory)
    .refine(
      (categories) =>
        new Set(categories.map((category) => category.type)).size === categories.length,
      { error: "Each consent category appears once" },
    ),
});
export type ConsentSettings = z.infer<typeof consentSettings>;
