import { describe, expect, it } from "vitest";
import { hasMailtoSyntaxInQuotes, isEmail, mailtoHref } from "./email.ts";

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

const HOSTILE = '"maria@cliente.pt?bcc=x@evil.test&subject=Urgente&body=Pague"@x.io';

describe("hasMailtoSyntaxInQuotes", () => {
  it.each([HOSTILE, '"a?b"@x.io', '"a&b"@x.io', '"a#b"@x.io', '"a%0Ab"@x.io'])(
    "finds a mailto character quoted in %j",
    (input) => {
      expect(isEmail(input)).toBe(true);
      expect(hasMailtoSyntaxInQuotes(input)).toBe(true);
    },
  );

  it.each([
    "reservas@mare-rent.example",
    '"quoted name"@example.com',
    '"maria@cliente.pt"@x.io',
    "user@[192.168.0.1]",
  ])("finds none in %j", (input) => {
    expect(hasMailtoSyntaxInQuotes(input)).toBe(false);
  });
});

describe("mailtoHref", () => {
  it("opens a draft to exactly the address: no header, fragment or escape of it is read", () => {
    const href = mailtoHref(HOSTILE);
    expect(href).toBe(
      "mailto:%22maria@cliente.pt%3Fbcc%3Dx@evil.test%26subject%3DUrgente%26body%3DPague%22@x.io",
    );
    const url = new URL(href);
    expect(url.search).toBe("");
    expect(url.hash).toBe("");
    expect(decodeURIComponent(url.pathname)).toBe(HOSTILE);
  });

  it("keeps a plain address as it is", () => {
    expect(mailtoHref("ana@example.com")).toBe("mailto:ana@example.com");
    expect(mailtoHref("user@[192.168.0.1]")).toBe("mailto:user@[192.168.0.1]");
  });
});
