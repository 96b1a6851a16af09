import { describe, expect, it } from "vitest";
import { messengerLink } from "./messenger-links.ts";

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
