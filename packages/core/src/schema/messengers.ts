import { z } from "zod";
import { cropField } from "../fields/common-fields.ts";
import {
  booleanField,
  dataField,
  enumField,
  imageField,
  linkField,
  shapeOf,
  textField,
  valueField,
} from "../fields/field.ts";
import { LIMITS } from "../limits.ts";
import { MESSENGER_NAMES, type MessengerName, messengerValue } from "../rules/messenger-links.ts";
import { UI_TEXT } from "../ui-text.ts";
import { url } from "./primitives.ts";

const limits = LIMITS.text.messenger;

export const messengerName = z.enum(MESSENGER_NAMES);

/** The chat card of a messenger: avatar, name, subtitle, greeting and button. */
export const MESSENGER_CARD_FIELDS = {
  avatar: imageField({
    label: "Avatar",
    companions: { crop: "imgCropParams", optimized: "optimizedAvatar" },
  }),
  optimizedAvatar: dataField({ label: "Optimised avatar", schema: url.default("") }),
  imgCropParams: cropField,
  name: textField({ label: "Name", max: limits.name }),
  subtitle: textField({ label: "Subtitle", max: limits.subtitle }),
  message: textField({ label: "Greeting", max: limits.message }),
  buttonText: textField({ label: "Button text", max: limits.buttonText }),
  /** When set, the button opens this address instead of the messenger link. */
  buttonUrl: linkField({ label: "Button link" }),
};
export const messengerCard = z.strictObject(shapeOf(MESSENGER_CARD_FIELDS));

/** What each messenger's value holds, shown under the field (`messengerValue` keeps it so). */
export const MESSENGER_VALUE_HINTS: Record<MessengerName, string> = {
  facebook: "The address of your page's chat, such as m.me/yourpage.",
  whatsapp:
    "The phone number with its country code, such as +351 912 345 678. Only the digits and a leading + are kept.",
  telegram:
    "Your username (letters, digits and _) or phone number with its country code. A number keeps only its digits and a leading +.",
  viber:
    "The phone number with its country code, such as +351 912 345 678. Only the digits and a leading + are kept.",
};

export const MESSENGER_FIELDS = {
  name: enumField({ label: "Messenger", options: MESSENGER_NAMES, default: MESSENGER_NAMES[0] }),
  isActive: booleanField({ label: "Active", default: false }),
  /** A phone number, a username or a page address, per messenger (`messengerValue`). */
  value: valueField({
    label: "Number, name or page",
    max: limits.value,
    normalize: (value, siblings) => messengerValue({ name: siblings.name, value }),
    hint: (siblings) => MESSENGER_VALUE_HINTS[siblings.name as MessengerName],
  }),
};

/** The widget's side of the screen (spec §3 `settings.alignment`). */
export const MESSENGER_SETTINGS_FIELDS = {
  alignment: enumField({ label: "Side", options: ["left", "right"], default: "right" }),
};

export const messengerItem = z.strictObject({
  ...shapeOf(MESSENGER_FIELDS),
  data: messengerCard,
});

export const messengers = z.strictObject({
  settings: z.strictObject(shapeOf(MESSENGER_SETTINGS_FIELDS)),
  data: z
    .array(messengerItem)
    .refine((items) => new Set(items.map((item) => item.name)).size === items.length, {
      error: "Each messenger appears once",
    }),
});
export type Messengers = z.infer<typeof messengers>;

export const AVATAR_PLACEHOLDER = "/images/avatar-placeholder.svg";

/**
 * Spec §3 chat-card defaults: type facebook, the site's name, a greeting with a waving hand and
 * an offer of help, "Start Chat", and the avatar placeholder image.
 */
export function defaultMessengerItem(siteName: string): z.infer<typeof messengerItem> {
  return {
    name: UI_TEXT.chat.type,
    isActive: false,
    value: "",
    data: {
      avatar: AVATAR_PLACEHOLDER,
      optimizedAvatar: AVATAR_PLACEHOLDER,
      name: UI_TEXT.chat.name.replace("{name}", siteName),
      subtitle: "",
      message: UI_TEXT.chat.message,
      buttonText: UI_TEXT.chat.buttonText,
      buttonUrl: "",
    },
  };
}
