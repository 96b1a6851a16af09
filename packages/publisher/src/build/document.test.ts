import { ERRORS, type Site, socialImageUrl, validateSite } from "@ilha/core";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { loadSite } from "../test-support/template.ts";
import { siteHeadTags } from "./document.ts";

let template: Site;

beforeAll(async () => {
  template = await loadSite();
});

/** The template's document as JSON, with another social image address. */
function withSocialImage(url: string): unknown {
  const document = JSON.parse(JSON.stringify(template)) as {
    settings: { socialImage: { url: string } };
  };
  document.settings.socialImage.url = url;
  return document;
}

const ORIGINS = ["http://localhost:4173", "https://mare-rent.example", "https://[::1]:8443"];

/** The `og:image` a site's head names, if any. */
function ogImage(site: Site, origin: string): string | undefined {
  const head = siteHeadTags({ site, siteBase: "/s/mare-rent", origin, files: undefined });
  return /<meta property="og:image" content="([^"]*)">/.exec(head)?.[1];
}

/** Addresses made of the pieces that trip URL parsers: schemes, slashes, hosts, ports, escapes. */
const urlLike = fc
  .tuple(
    fc.constantFrom("", "http:", "https:", "HTTP:", "mailto:", "tel:", "javascript:", "data:"),
    fc.constantFrom("", "/", "//", "///", "\\", "/\\", "#", "?", "./", "../"),
    fc.array(
      fc.constantFrom(
        ...["a", "example.com", "xn--", "[", "]", "::1", ":", "@", "%", "%zz", "%41", " ", "\t"],
        ...[".", "..", "99999", "65535", "1.2.3.4.5", "_", "é", "&colon;", "&#47;", "\u0000"],
      ),
      { maxLength: 6 },
    ),
    fc.constantFrom("", "/images/share.webp", "/x.png?v=1#top", "social.webp"),
  )
  .map(([scheme, slashes, host, path]) => `${scheme}${slashes}${host.join("")}${path}`);

describe("the social image's address", () => {
  it.each([
    "http://",
    "https://",
    "//",
    "http://[",
    "https://example.com:99999/share.png",
    "http://1.2.3.4.5/share.png",
    "mailto:ana@example.com",
  ])("refuses %j in a document, with the catalogue's message", (url) => {
    const result = validateSite(withSocialImage(url));
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).toContain(ERRORS.unsafeImageUrl.message);
  });

  it.each([
    ["/images/social-1200.webp", "https://mare-rent.example/s/mare-rent/images/social-1200.webp"],
    ["https://cdn.example/share.png", "https://cdn.example/share.png"],
    ["social.webp", "https://mare-rent.example/social.webp"],
  ])("resolves %j on the site's origin", (url, expected) => {
    const result = validateSite(withSocialImage(url));
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(ogImage(result.site, "https://mare-rent.example")).toBe(expected);
  });

  it("builds the head of every site whose social image address the schema accepts", () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.oneof(urlLike, fc.webUrl(), fc.string({ maxLength: 40 })), (url) => {
        if (!socialImageUrl.safeParse(url).success) return;
        accepted += 1;
        const socialImage = { url, width: 1200, height: 630 };
        const site = { ...template, settings: { ...template.settings, socialImage } };
        for (const origin of ORIGINS) {
          const image = ogImage(site, origin);
          if (url.trim() === "") {
            expect(image).toBeUndefined();
          } else {
            expect(image).toMatch(/^https?:\/\//);
          }
        }
      }),
      { numRuns: 10_000 },
    );
    expect(accepted).toBeGreaterThan(1000);
  });
});
