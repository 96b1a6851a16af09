import { AVATAR_PLACEHOLDER, type Messengers } from "@ilha/core";
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
const base = { siteName: "Maré Rent", language: "pt" };

describe("messengerActiveEdit", () => {
  it("switches a listed messenger's isActive", () => {
    expect(messengerActiveEdit({ ...base, messengers, name: "whatsapp", isActive: true })).toEqual({
      op: "setSiteField",
      language: "pt",
      path: ["messengers", "data", 0, "isActive"],
      value: true,
    });
  });

  it("adds a messenger the widget lacks, active, with core's chat-card defaults", () => {
    const edit = messengerActiveEdit({ ...base, messengers, name: "viber", isActive: true });
    expect(edit).toMatchObject({ op: "insertItems", path: ["messengers", "data"], index: 1 });
    expect(edit.op === "insertItems" && edit.items[0]).toMatchObject({
      name: "viber",
      isActive: true,
      data: { name: "Maré Rent", buttonText: "Start Chat", avatar: AVATAR_PLACEHOLDER },
    });
  });

  it("adds the widget, on core's default side, to a language without one", () => {
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
    });
  });
});
