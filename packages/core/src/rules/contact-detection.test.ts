import { describe, expect, it } from "vitest";
import { contactHref, isPhoneNumber } from "./contact-detection.ts";

describe("e-mail and phone detection in feature paragraphs", () => {
  it("links an e-mail with mailto:", () => {
    expect(contactHref("reservas@mare-rent.example")).toBe("mailto:reservas@mare-rent.example");
  });

  it.each([
    ["+351 291 980 120", "tel:+351291980120"],
    ["+351 912-345-678", "tel:+351912345678"],
    ["+44 (20) 7946 0958", "tel:+442079460958"],
    ["(555) 123-4567", "tel:5551234567"],
    ["555-123-4567", "tel:5551234567"],
    ["555.123.4567", "tel:5551234567"],
    ["+1 555 123 4567", "tel:+15551234567"],
  ])("links the phone number %s", (input, href) => {
    expect(isPhoneNumber(input)).toBe(true);
    expect(contactHref(input)).toBe(href);
  });

  it.each(["09:00 – 18:00", "Todos os dias", "2026", "+12", "12345", "Rua 12, 9400-165"])(
    "leaves %j as text",
    (input) => {
      expect(contactHref(input)).toBeUndefined();
    },
  );
});
