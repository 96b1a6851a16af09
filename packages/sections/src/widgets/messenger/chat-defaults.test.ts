import { AVATAR_PLACEHOLDER, messengerItem, UI_TEXT } from "@ilha/core";
import { describe, expect, it } from "vitest";
import { chatTextsIn, newMessengerItem } from "./chat-defaults.ts";

describe("a new messenger's chat card", () => {
  it("starts with Portuguese texts on a Portuguese page", () => {
    for (const language of ["pt", "pt-BR"]) {
      const item = newMessengerItem({ siteName: "Maré Rent", language });
      expect(messengerItem.parse(item)).toEqual(item);
      expect(item.data).toMatchObject({
        name: "Maré Rent",
        message: "Olá 👋\nComo posso ajudar?",
        buttonText: "Iniciar conversa",
        avatar: AVATAR_PLACEHOLDER,
      });
    }
  });

  it("starts with the spec's English texts in any other language", () => {
    for (const language of ["en", "fr"]) {
      expect(chatTextsIn(language)).toEqual({
        message: UI_TEXT.chat.message,
        buttonText: UI_TEXT.chat.buttonText,
      });
    }
  });
});
