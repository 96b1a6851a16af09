import { describe, expect, it } from "vitest";
import { isEmail } from "./email.ts";

describe("isEmail", () => {
  it.each([
    "reservas@mare-rent.example",
    "first.last+tag@sub.example.co.uk",
    "user@[192.168.0.1]",
    "o'neil@example.pt",
    '"quoted name"@example.com',
  ])("accepts %s", (input) => {
    expect(isEmail(input)).toBe(true);
  });

  it.each([
    "",
    "plain",
    "@example.com",
    "user@",
    "user@example",
    "user@example.c",
    "user@@example.com",
    "user@exa mple.com",
    ".user@example.com",
    "user.@example.com",
    "us..er@example.com",
    "user@-example.com",
    "user@[300.1.1.1]",
    "user@example.com\nBcc: other@example.com",
    `${"a".repeat(250)}@example.com`,
  ])("refuses %j", (input) => {
    expect(isEmail(input)).toBe(false);
  });
});
