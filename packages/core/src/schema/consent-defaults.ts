import {
  CONSENT_CATEGORY_TYPES,
  type ConsentSettings,
  consentCategory,
  consentSettings,
} from "./consent-settings.ts";

export type ConsentCategory = ConsentSettings["categories"][number];
export type ConsentCategoryType = ConsentCategory["type"];

/**
 * The English texts a new cookie banner starts with (spec §3: the banner's text, its buttons, the
 * settings popup and one title and description per category); the owner adapts and translates them.
 */
export const CONSENT_DEFAULT_TEXT = {
  consentText:
    "We use cookies that are essential for this website to work and, if you accept, others that help us improve it.",
  acceptBtn: "Accept",
  declineBtn: "Decline",
  privacyPolicyBtn: "Privacy policy",
  settingsBtn: "Settings",
  title: "Cookie settings",
  description:
    "Choose which categories of cookies you accept. Essential cookies are always on, because the website cannot work without them.",
  confirmBtnName: "Save preferences",
  categories: {
    essential: {
      title: "Essential",
      description:
        "Needed for the website to work and to remember your cookie choice. They cannot be switched off.",
    },
    analytics: {
      title: "Analytics",
      description: "Help us understand, in aggregate, how the website is used.",
    },
    marketing: {
      title: "Marketing",
      description: "Used to show relevant advertising on other websites.",
    },
    functional: {
      title: "Functional",
      description: "Enable extra features, such as maps or videos from other services.",
    },
  } satisfies Record<ConsentCategoryType, { title: string; description: string }>,
} as const;

/** A new category of `type`, with its default title and description. */
export function defaultConsentCategory(type: ConsentCategoryType): ConsentCategory {
  return consentCategory.parse({ type, ...CONSENT_DEFAULT_TEXT.categories[type] });
}

/**
 * A new cookie banner: its default texts, every category core knows (essential first), and a
 * visitor's three choices (Accept, Decline, Settings) shown. The privacy-policy button stays
 * hidden until the owner gives it a link.
 */
export function defaultConsent(): ConsentSettings {
  const text = CONSENT_DEFAULT_TEXT;
  return consentSettings.parse({
    consentText: text.consentText,
    acceptBtn: { name: text.acceptBtn, isVisible: true },
    declineBtn: { name: text.declineBtn, isVisible: true },
    privacyPolicyBtn: { name: text.privacyPolicyBtn, isVisible: false, link: "" },
    settingsBtn: { name: text.settingsBtn, isVisible: true },
    title: text.title,
    description: text.description,
    confirmBtnName: text.confirmBtnName,
    categories: CONSENT_CATEGORY_TYPES.map(defaultConsentCategory),
  });
}
