import { type Fields, groupField, listField } from "../fields/field.ts";
import {
  CONSENT_CATEGORY_FIELDS,
  CONSENT_CATEGORY_TYPES,
  CONSENT_FIELDS,
  isRemovableConsentCategory,
} from "../schema/consent-settings.ts";
import {
  MESSENGER_CARD_FIELDS,
  MESSENGER_FIELDS,
  MESSENGER_SETTINGS_FIELDS,
} from "../schema/messengers.ts";
import { MESSENGER_NAMES } from "../rules/messenger-links.ts";
import { PRIVACY_POLICY_SETTING_FIELDS, SITE_CONTENT_FIELDS } from "../schema/site.ts";

/**
 * The parts of a language's content beside its pages, as fields: what `setSiteField` and the
 * site's list edits address (`["headerLinks", 2, "link"]`, `["consent", "consentText"]`).
 */
export const SITE_PART_FIELDS: Fields = {
  ...SITE_CONTENT_FIELDS,
  privacyPolicy: groupField({
    label: "Privacy policy link",
    fields: PRIVACY_POLICY_SETTING_FIELDS,
  }),
  consent: groupField({
    label: "Cookie banner",
    fields: {
      ...CONSENT_FIELDS,
      categories: listField({
        label: "Cookie categories",
        itemLabel: "category",
        count: { min: 0, max: CONSENT_CATEGORY_TYPES.length },
        item: CONSENT_CATEGORY_FIELDS,
        isRemovable: isRemovableConsentCategory,
      }),
    },
  }),
  messengers: groupField({
    label: "Messenger widget",
    fields: {
      settings: groupField({ label: "Messenger settings", fields: MESSENGER_SETTINGS_FIELDS }),
      data: listField({
        label: "Messengers",
        itemLabel: "messenger",
        count: { min: 0, max: MESSENGER_NAMES.length },
        item: {
          ...MESSENGER_FIELDS,
          data: groupField({ label: "Chat card", fields: MESSENGER_CARD_FIELDS }),
        },
      }),
    },
  }),
};

/** The site-level keys edited outside the languages' content: one value for every language. */
export const SITE_LEVEL_KEYS = new Set(["name", "theme", "settings"]);
