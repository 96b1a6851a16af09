import { AVATAR_PLACEHOLDER, type Messengers, UI_TEXT } from "@ilha/core";
import { describe, expect, it } from "vitest";
import { messengerActiveEdit } from "./messenger-edits.ts";

const messengers: Messengers = {
  settings: { alignment: "right" },
  data: [
    {
      name: "whatsapp",
      isActive: false,
      value: "+351900000000",
      data: {
        avatar: AVATAR_PLACEHOLDER,
        optimizedAvatar: AVATAR_PLACEHOLDER,
        name: "Maré",
        subtitle: "",
        message: "",
        buttonText: "",
        buttonUrl: "",
      },
    },
  ],
};
const base = { siteName: "Maré Rent", language: "pt", languages: ["pt", "en"] };

describe("messengerActiveEdit", () => {
  it("switches a listed messenger's isActive", () => {
    expect(messengerActiveEdit({ ...base, messengers, name: "whatsapp", isActive: true })).toEqual({
      op: "setSiteField",
      language: "pt",
      path: ["messengers", "data", 0, "isActive"],
      value: true,
    });
  });

  it("adds a messenger the widget lacks, active, with core's chat-card defaults in each language", () => {
    const edit = messengerActiveEdit({ ...base, messengers, name: "viber", isActive: true });
    expect(edit).toMatchObject({ op: "insertItems", path: ["messengers", "data"], index: 1 });
    const items = edit.op === "insertItems" ? edit.itemsByLanguage : undefined;
    expect(items?.pt?.[0]).toMatchObject({
      name: "viber",
      isActive: true,
      data: {
        name: "Maré Rent",
        message: "Olá 👋\nComo posso ajudar?",
        buttonText: "Iniciar conversa",
        avatar: AVATAR_PLACEHOLDER,
      },
    });
    expect(items?.en?.[0]).toMatchObject({
      name: "viber",
      data: { name: "Maré Rent", message: UI_TEXT.chat.message, buttonText: "Start Chat" },
    });
    expect(edit.op === "insertItems" && edit.items).toEqual(items?.pt);
  });

  it("adds the widget, on core's default side, to a language without one, in each language", () => {
    const edit = messengerActiveEdit({
      ...base,
      messengers: undefined,
      name: "telegram",
      isActive: true,
    });
    expect(edit).toMatchObject({
      op: "setSiteField",
      path: ["messengers"],
      value: { settings: { alignment: "right" }, data: [{ name: "telegram", isActive: true }] },
      values: {
        pt: { data: [{ data: { buttonText: "Iniciar conversa" } }] },
        en: { data: [{ data: { buttonText: "Start Chat" } }] },
      },
    });
  });
});
