import { z } from "zod";
import { MESSENGER_NAMES } from "../rules/messenger-links.ts";
import { UI_TEXT } from "../ui-text.ts";
import { cropParams, text, url } from "./primitives.ts";

export const messengerName = z.enum(MESSENGER_NAMES);

/** The chat card of a messenger: avatar, name, subtitle, greeting and button. */
export const messengerCard = z.strictObject({
  avatar: url.default(""),
  optimizedAvatar: url.default(""),
  imgCropParams: cropParams.optional(),
  name: text(80),
  subtitle: text(80).default(""),
  message: text(500),
  buttonText: text(40),
  /** When set, the button opens this address instead of the messenger link. */
  buttonUrl: url.default(""),
});

export const messengerItem = z.strictObject({
  name: messengerName,
  isActive: z.boolean(),
  /** A phone number, a username or a page address, per messenger. */
  value: z.string().max(200),
  data: messengerCard,
});

export const messengers = z.strictObject({
  settings: z.strictObject({ alignment: z.enum(["left", "right"]).default("right") }),
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
