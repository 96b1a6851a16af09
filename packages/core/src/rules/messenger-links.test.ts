import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { messengerLink, messengerValue } from "./messenger-links.ts";

describe("messenger links", () => {
  it("facebook strips a leading http(s)://", () => {
    expect(messengerLink({ name: "facebook", value: "https://m.me/marerent" })).toBe(
      "https://m.me/marerent",
    );
    expect(messengerLink({ name: "facebook", value: "http://m.me/marerent" })).toBe(
      "https://m.me/marerent",
    );
    expect(messengerLink({ name: "facebook", value: "m.me/marerent" })).toBe(
      "https://m.me/marerent",
    );
  });

  it("whatsapp removes the first hyphen and encodes the first plus", () => {
    expect(messengerLink({ name: "whatsapp", value: "+351-912345678" })).toBe(
      "https://api.whatsapp.com/send?phone=%2B351912345678",
    );
    expect(messengerLink({ name: "whatsapp", value: "+351-912-345" })).toBe(
      "https://api.whatsapp.com/send?phone=%2B351912-345",
    );
  });

  it("telegram strips a leading @", () => {
    expect(messengerLink({ name: "telegram", value: "@marerent" })).toBe("https://t.me/marerent");
    expect(messengerLink({ name: "telegram", value: "marerent" })).toBe("https://t.me/marerent");
  });

  it("viber removes the first hyphen and encodes the first plus", () => {
    expect(messengerLink({ name: "viber", value: "+351-912345678" })).toBe(
      "viber://chat?number=%2B351912345678",
    );
  });
});

describe("messengerValue", () => {
  it("keeps a WhatsApp or Viber number's digits and one leading plus", () => {
    for (const name of ["whatsapp", "viber"] as const) {
      expect(messengerValue({ name, value: " +351 912 345 678 " })).toBe("+351912345678");
      expect(messengerValue({ name, value: "(+351) 912-345-678" })).toBe("+351912345678");
      expect(messengerValue({ name, value: "+351 ++912.345.678" })).toBe("+351912345678");
      expect(messengerValue({ name, value: "00351 912 345 678" })).toBe("00351912345678");
      expect(messengerValue({ name, value: "912 345 678 +" })).toBe("912345678");
    }
  });

  it("keeps a Telegram number's digits and plus, and a username's Telegram characters", () => {
    expect(messengerValue({ name: "telegram", value: "+351 (912) 345 678" })).toBe("+351912345678");
    expect(messengerValue({ name: "telegram", value: " @mare_rent " })).toBe("@mare_rent");
    expect(messengerValue({ name: "telegram", value: "https://t.me/mare_rent" })).toBe("mare_rent");
    expect(messengerValue({ name: "telegram", value: "maré rent!" })).toBe("marrent");
    expect(messengerValue({ name: "telegram", value: "rent2go" })).toBe("rent2go");
  });

  it("keeps a Facebook address as typed, trimmed", () => {
    expect(messengerValue({ name: "facebook", value: " https://m.me/mare.rent " })).toBe(
      "https://m.me/mare.rent",
    );
  });

  it("gives a link that opens the chat: the builders of spec §5 over the kept value", () => {
    const typed = "+351 912 345 678";
    expect(
      messengerLink({
        name: "whatsapp",
        value: messengerValue({ name: "whatsapp", value: typed }),
      }),
    ).toBe("https://api.whatsapp.com/send?phone=%2B351912345678");
    expect(
      messengerLink({ name: "viber", value: messengerValue({ name: "viber", value: typed }) }),
    ).toBe("viber://chat?number=%2B351912345678");
    expect(
      messengerLink({
        name: "telegram",
        value: messengerValue({ name: "telegram", value: typed }),
      }),
    ).toBe("https://t.me/+351912345678");
  });

  it("stores only digits after at most one leading plus for any typed phone number", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (typed) => {
        for (const name of ["whatsapp", "viber"] as const) {
          expect(messengerValue({ name, value: typed })).toMatch(/^\+?\d*$/);
        }
        expect(messengerValue({ name: "telegram", value: typed })).toMatch(/^(\+?\d*|@?\w*)$/);
      }),
      { numRuns: 300 },
    );
  });
});
