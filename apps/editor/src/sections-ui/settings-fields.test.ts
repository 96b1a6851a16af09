import {
  booleanField,
  enumField,
  FOOTER_FIELDS,
  groupField,
  listField,
  SECTION_FIELDS,
  textField,
  valueField,
} from "@ilha/core";
import { describe, expect, it } from "vitest";
import { settingsOf } from "./settings-fields.ts";

const CHAT = {
  title: textField({ label: "Title" }),
  chats: listField({
    label: "Chats",
    itemLabel: "chat",
    count: { min: 0, max: 4 },
    item: {
      isActive: booleanField({ label: "Active", default: false }),
      contact: groupField({
        label: "Contact",
        fields: { value: valueField({ label: "Number", max: 5 }) },
      }),
    },
  }),
  side: enumField({ label: "Side", options: ["left", "right"], default: "right" }),
};

describe("settingsOf", () => {
  it("walks any descriptors: the top level first, then each item with its groups", () => {
    const data = {
      title: "Hi",
      chats: [{ isActive: true, contact: { value: "123" } }],
      side: "left",
    };
    const groups = settingsOf(CHAT, data).map((group) => ({
      title: group.title,
      settings: group.settings.map((setting) => [setting.path.join("."), setting.value]),
    }));
    expect(groups).toEqual([
      { title: undefined, settings: [["side", "left"]] },
      { title: "Chat 1", settings: [["chats.0.isActive", true]] },
      { title: "Chat 1 · Contact", settings: [["chats.0.contact.value", "123"]] },
    ]);
  });

  it("leaves out the fields the canvas edits in place", () => {
    const data = { copyrightText: "© 2026", socials: [] };
    expect(settingsOf(FOOTER_FIELDS, data)).toEqual([]);
  });

  it("names a list item that is a group by its list alone", () => {
    const socials = [{ icon: "facebook", socialUrl: "https://example.com" }];
    const [group] = settingsOf(SECTION_FIELDS.footer, { copyrightText: "", socials });
    expect(group?.title).toBe("Social link 1");
    expect(group?.settings.map((setting) => setting.scope)).toEqual([["Social link 1"]]);
  });
});
