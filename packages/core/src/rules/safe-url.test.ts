import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeLinkUrl, safeUrl } from "./safe-url.ts";

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

describe("safeLinkUrl", () => {
  it.each([
    ["www.facebook.com/marerent", "http://www.facebook.com/marerent"],
    ["facebook.com", "http://facebook.com"],
    ["example.com/path?x=1#y", "http://example.com/path?x=1#y"],
    [" www.x.pt ", "http://www.x.pt"],
    ["images/hero.webp", "http://images/hero.webp"],
    ["example.com:8080/a", "http://example.com:8080/a"],
    ["localhost:3000", "http://localhost:3000"],
    ["//evil.com", "http:////evil.com"],
    ["/\\evil.com", "http:///\\evil.com"],
    ["\\\\evil.example/share", "http://\\\\evil.example/share"],
  ])("prepends http:// to %j, which lacks a scheme", (input, expected) => {
    expect(safeLinkUrl(input)).toBe(expected);
  });

  it.each([
    "/booking",
    "/#contact",
    "#top",
    "?lang=en",
    "https://x.pt",
    "HTTP://X.PT",
    "http://example.com/a?b=1#c",
    "mailto:a@b.pt",
    "tel:+351291980120",
    "tel:5551234567",
  ])("keeps the site path, hash, query or safe-scheme link %j as it is", (input) => {
    expect(safeLinkUrl(input)).toBe(input);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:void(0)",
    "&#106;avascript:alert(1)",
    "javascript://comment%0aalert(1)",
    "vbscript:msgbox(1)",
    "data:text/html,<script>alert(1)</script>",
    "whatsapp://send?phone=351912345678",
    "ftp://x.pt",
    "exa mple[.com",
    "http://",
    "//",
    "",
    "   ",
  ])("makes %j inert: an unsafe scheme, or no URL even with http://", (input) => {
    expect(safeLinkUrl(input)).toBeUndefined();
  });

  it("leads every link to a site path, a hash, a query or a safe scheme", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), (input) => {
        const result = safeLinkUrl(input);
        if (result === undefined) return;
        expect(safeUrl(result)).toBeDefined();
        const scheme = schemeSeenByBrowser(result);
        if (scheme === undefined) expect(result).toMatch(/^(?:[#?]|\/(?![/\\]))/);
        else expect(["http", "https", "mailto", "tel"]).toContain(scheme);
      }),
      { numRuns: 5000 },
    );
  });

  it("turns any host-and-path link without a scheme into an http:// link", () => {
    const label = fc
      .stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/)
      .filter((text) => !text.startsWith("xn--"));
    const link = fc
      .tuple(
        fc.array(label, { minLength: 1, maxLength: 3 }),
        fc.constantFrom("pt", "com", "example"),
        fc.array(fc.stringMatching(/^[a-zA-Z0-9._~-]{0,8}$/), { maxLength: 3 }),
      )
      .map(
        ([labels, tld, path]) =>
          `${[...labels, tld].join(".")}${path.map((p) => `/${p}`).join("")}`,
      );
    fc.assert(
      fc.property(link, (input) => {
        expect(safeLinkUrl(input)).toBe(`http://${input}`);
      }),
      { numRuns: 2000 },
    );
  });
});
