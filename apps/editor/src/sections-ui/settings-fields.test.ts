import {
  booleanField,
  embedField,
  enumField,
  FOOTER_FIELDS,
  groupField,
  listField,
  mapEmbed,
  SECTION_FIELDS,
  textField,
  valueField,
} from "@ilha/core";
import { describe, expect, it } from "vitest";
import { settingProblem, settingsOf } from "./settings-fields.ts";

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

describe("settingProblem", () => {
  const embed = embedField({ label: "Map embed address", schema: mapEmbed });

  it("refuses an embed address that is not the maps service's", () => {
    expect(settingProblem(embed, "https://example.com/maps/embed")).toBe(
      "Only the maps service's embed addresses are allowed",
    );
  });

  it("takes an empty embed address (the map is then built from its coordinates)", () => {
    expect(settingProblem(embed, "")).toBeUndefined();
    expect(
      settingProblem(embed, "https://maps.google.com/maps?q=1,2&output=embed"),
    ).toBeUndefined();
  });

  it("refuses a value longer than its field's maximum with spec §5's message", () => {
    const field = valueField({ label: "Number", max: 5 });
    expect(settingProblem(field, "123456")).toBe("Your have exceeded the maximum character limit.");
    expect(settingProblem(field, "12345")).toBeUndefined();
  });
});
