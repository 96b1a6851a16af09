import { describe, expect, it } from "vitest";
import { messengerLink } from "../rules/messenger-links.ts";
import { applied, templateSite, undone } from "../test-support/editing.ts";
import type { Site } from "./site.ts";
import { defaultMessengerItem, MESSENGER_FIELDS, messengerItem, messengers } from "./messengers.ts";

describe("messengers", () => {
  it("defaults a chat card to facebook, the site's name, a waving greeting and Start Chat", () => {
    const item = defaultMessengerItem("Maré Rent");
    expect(messengerItem.parse(item)).toEqual(item);
    expect(item).toMatchObject({
      name: "facebook",
      data: {
        name: "Maré Rent",
        buttonText: "Start Chat",
        avatar: "/images/avatar-placeholder.svg",
      },
    });
    expect(item.data.message).toMatch(/👋/);
    expect(item.data.message).toMatch(/help/);
  });

  it("lists each messenger once", () => {
    const item = defaultMessengerItem("x");
    const result = messengers.safeParse({ settings: { alignment: "left" }, data: [item, item] });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      "Each messenger appears once",
    ]);
  });
});

const valuePath = ["messengers", "data", 0, "value"];
const valueIn = (site: Site, language: string) =>
  site.content[language]?.messengers?.data[0]?.value;

/** The sample with its one messenger (WhatsApp) made `name`. */
function withMessenger(name: string): Site {
  const path = ["messengers", "data", 0, "name"];
  return applied(templateSite(), { op: "setSiteField", language: "pt", path, value: name }).site;
}

describe("a messenger's number, name or page", () => {
  it("keeps a WhatsApp or Viber number's digits and leading plus in every language, and undo restores it", () => {
    for (const name of ["whatsapp", "viber"] as const) {
      const site = withMessenger(name);
      const typed = "+351 (912) 345-678";
      const edit = { op: "setSiteField", language: "pt", path: valuePath, value: typed };
      const { site: next, inverse } = applied(site, edit);
      expect([valueIn(next, "pt"), valueIn(next, "en")]).toEqual([
        "+351912345678",
        "+351912345678",
      ]);
      expect(messengerLink({ name, value: valueIn(next, "en") ?? "" })).toMatch(
        /=%2B351912345678$/,
      );
      expect(undone(next, [inverse])).toEqual(site);
    }
  });

  it("keeps a Telegram username's valid characters, or a number's digits and plus", () => {
    const site = withMessenger("telegram");
    const set = (value: string) =>
      valueIn(
        applied(site, { op: "setSiteField", language: "en", path: valuePath, value }).site,
        "pt",
      );
    expect(set("@maré_rent ")).toBe("@mar_rent");
    expect(set("+351 912 345 678")).toBe("+351912345678");
  });

  it("says under the field what it keeps, per messenger", () => {
    const hint = (name: string) => MESSENGER_FIELDS.value.hint?.({ name });
    expect(hint("whatsapp")).toBe(
      "The phone number with its country code, such as +351 912 345 678. Only the digits and a leading + are kept.",
    );
    expect(hint("viber")).toBe(hint("whatsapp"));
    expect(hint("telegram")).toMatch(/username.*digits and a leading \+/);
    expect(hint("facebook")).toMatch(/m\.me/);
  });
});
