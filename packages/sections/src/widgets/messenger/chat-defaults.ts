import { defaultMessengerItem, type Messengers, UI_TEXT } from "@ilha/core";
import { type DefaultText, textsIn } from "../../default-text.ts";

type Item = Messengers["data"][number];

/** The chat card's texts a messenger starts with (spec §3), and shows while they are empty. */
export type ChatTexts = { message: string; buttonText: string };

const CHAT_TEXTS: Record<keyof ChatTexts, DefaultText> = {
  message: { en: UI_TEXT.chat.message, pt: "Olá 👋\nComo posso ajudar?" },
  buttonText: { en: UI_TEXT.chat.buttonText, pt: "Iniciar conversa" },
};

/** The chat card's default greeting and button text in `code`'s language of defaults. */
export function chatTextsIn(code: string): ChatTexts {
  const text = textsIn(code);
  return { message: text(CHAT_TEXTS.message), buttonText: text(CHAT_TEXTS.buttonText) };
}

/**
 * A messenger as it joins the widget of a page in `language`: core's chat-card defaults, its
 * texts in that language, as a section from the library starts with its texts.
 */
export function newMessengerItem({
  siteName,
  language,
}: {
  siteName: string;
  language: string;
}): Item {
  const item = defaultMessengerItem(siteName);
  return { ...item, data: { ...item.data, ...chatTextsIn(language) } };
}
