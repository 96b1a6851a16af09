import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSafeUrl, safeUrl, withScheme } from "./safe-url.ts";

const UNSAFE_SCHEMES = ["javascript", "vbscript", "data"];

/** How a browser would read the scheme of what `safeUrl` returned. */
function schemeSeenByBrowser(url: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers strip these before parsing.
  const cleaned = url.replace(/[\u0000-\u0020]/g, "");
  return /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
}

describe("safeUrl", () => {
  it.each([
    ["https://example.com/a?b=1#c", "https://example.com/a?b=1#c"],
    ["http://example.com", "http://example.com"],
    ["mailto:reservas@mare-rent.example", "mailto:reservas@mare-rent.example"],
    ["tel:+351291980120", "tel:+351291980120"],
    ["/pricing", "/pricing"],
    ["#contact", "#contact"],
    ["images/hero.webp", "images/hero.webp"],
    ["?page=2", "?page=2"],
    ["  https://example.com  ", "https://example.com"],
  ])("keeps the safe URL %s", (input, expected) => {
    expect(safeUrl(input)).toBe(expected);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "java\u0000script:alert(1)",
    "\u0001javascript:alert(1)",
    "javascript&colon;alert(1)",
    "&#106;avascript:alert(1)",
    "&#x6A;avascript:alert(1)",
    "javas&#x09;cript:alert(1)",
    "&amp;#106;avascript:alert(1)",
    "&#0000106avascript:alert(1)",
    "&#x000000006A;avascript:alert(1)",
    "javascript&COLON;alert(1)",
    "java&NewLine;script:alert(1)",
    "vbscript:msgbox(1)",
    "VBSCRIPT:msgbox(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "DATA:text/html,<script>alert(1)</script>",
    "file:///etc/passwd",
    "\\\\evil.example/share",
    "",
    "   ",
    "http://",
    "https://",
    "http:",
    "//",
    "http://[",
    "https://example.com:99999/",
    "http://1.2.3.4.5/",
  ])("makes %j inert", (input) => {
    expect(safeUrl(input)).toBeUndefined();
    expect(isSafeUrl(input)).toBe(false);
  });

  it("never yields a URL whose scheme a browser reads as unsafe", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), (input) => {
        const result = safeUrl(input);
        if (result === undefined) return;
        const scheme = schemeSeenByBrowser(result);
        expect(scheme === undefined || ["http", "https", "mailto", "tel"].includes(scheme)).toBe(
          true,
        );
      }),
      { numRuns: 5000 },
    );
  });

  it("makes unsafe schemes inert however they are disguised", () => {
    const noise = fc.constantFrom("", "\t", "\n", "\r", "\u0000", " ", "\u200b", "&#x09;", "&Tab;");
    const disguised = fc
      .tuple(
        fc.constantFrom(...UNSAFE_SCHEMES),
        fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
        fc.array(noise, { minLength: 11, maxLength: 11 }),
        fc.constantFrom(":", "&colon;", "&#58;", "&#x3a;", "&#X3A;"),
        fc.string({ maxLength: 20 }),
      )
      .map(([scheme, upper, gaps, colon, rest]) => {
        const letters = [...scheme].map((letter, index) =>
          upper[index] === true ? letter.toUpperCase() : letter,
        );
        return `${gaps[0]}${letters.map((letter, index) => letter + (gaps[index + 1] ?? "")).join("")}${colon}${rest}`;
      });
    fc.assert(
      fc.property(disguised, (input) => {
        expect(safeUrl(input)).toBeUndefined();
      }),
      { numRuns: 3000 },
    );
  });
});

describe("withScheme", () => {
  it("prepends http:// to a URL lacking a scheme", () => {
    expect(withScheme("mare-rent.example/booking")).toBe("http://mare-rent.example/booking");
    expect(withScheme("  www.example.com ")).toBe("http://www.example.com");
  });

  it("leaves URLs with a scheme, paths, hashes and queries as they are", () => {
    expect(withScheme("https://example.com")).toBe("https://example.com");
    expect(withScheme("mailto:a@b.co")).toBe("mailto:a@b.co");
    expect(withScheme("tel:+351912345678")).toBe("tel:+351912345678");
    expect(withScheme("/pricing")).toBe("/pricing");
    expect(withScheme("#top")).toBe("#top");
    expect(withScheme("?q=1")).toBe("?q=1");
    expect(withScheme("")).toBe("");
  });
});
