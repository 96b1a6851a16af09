import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  assetUrl,
  internalHref,
  languageRouteBase,
  normalizeRouteBase,
  resolveLink,
} from "./links.ts";

describe("internal links", () => {
  it("builds the href from the route base with a trailing slash", () => {
    expect(internalHref({ path: "/pricing", routeBase: "/s/vehicle-rental" })).toBe(
      "/s/vehicle-rental/pricing/",
    );
    expect(internalHref({ path: "/pricing/", routeBase: "/s/vehicle-rental/" })).toBe(
      "/s/vehicle-rental/pricing/",
    );
    expect(internalHref({ path: "/a//b" })).toBe("/a/b/");
  });

  it("maps the root to home and /#anchor to home with the anchor", () => {
    expect(internalHref({ path: "/", routeBase: "/en" })).toBe("/en/");
    expect(internalHref({ path: "/#contact", routeBase: "/en" })).toBe("/en/#contact");
    expect(internalHref({ path: "/#contact", routeBase: "/en", search: "?authHash=x" })).toBe(
      "/en/?authHash=x#contact",
    );
  });

  it("keeps the current query string unless the link has its own", () => {
    expect(internalHref({ path: "/termos", search: "?authHash=abc" })).toBe(
      "/termos/?authHash=abc",
    );
    expect(internalHref({ path: "/termos", search: "authHash=abc" })).toBe("/termos/?authHash=abc");
    expect(internalHref({ path: "/termos?x=1", search: "?authHash=abc" })).toBe("/termos/?x=1");
  });

  it("always starts with the route base and ends the path with a slash", () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    const base = fc
      .array(segment, { maxLength: 3 })
      .map((parts) => parts.map((p) => `/${p}`).join(""));
    const path = fc
      .tuple(
        fc.array(segment, { maxLength: 4 }),
        fc.boolean(),
        fc.option(fc.stringMatching(/^[a-z0-9=&]{0,8}$/)),
        fc.option(fc.stringMatching(/^[a-z0-9-]{0,8}$/)),
      )
      .map(
        ([parts, trailing, query, hash]) =>
          `/${parts.join("/")}${trailing && parts.length > 0 ? "/" : ""}${query === null ? "" : `?${query}`}${hash === null ? "" : `#${hash}`}`,
      );
    const search = fc.option(fc.stringMatching(/^\?[a-z0-9=&]{0,8}$/), { nil: undefined });
    fc.assert(
      fc.property(base, path, search, (routeBase, link, current) => {
        const href = internalHref({ path: link, routeBase, search: current ?? "" });
        expect(href.startsWith(`${routeBase}/`)).toBe(true);
        const pathname = href.split(/[?#]/)[0] ?? "";
        expect(pathname.endsWith("/")).toBe(true);
        expect(pathname).not.toContain("//");
      }),
      { numRuns: 3000 },
    );
  });

  it("normalises route bases and puts other languages under their code", () => {
    expect(normalizeRouteBase("/s/site/")).toBe("/s/site");
    expect(normalizeRouteBase("s//site")).toBe("/s/site");
    expect(normalizeRouteBase("/")).toBe("");
    expect(languageRouteBase({ routeBase: "/s/site", code: "en", isPrimary: false })).toBe(
      "/s/site/en",
    );
    expect(languageRouteBase({ routeBase: "/s/site", code: "pt", isPrimary: true })).toBe(
      "/s/site",
    );
  });
});

describe("resolveLink", () => {
  const base = { routeBase: "/s/site", search: "?authHash=abc" };

  it("rewrites internal links and keeps the query string in edit mode", () => {
    expect(resolveLink({ link: "/pricing", mode: "edit", ...base })).toEqual({
      kind: "internal",
      href: "/s/site/pricing/?authHash=abc",
    });
  });

  it("gives internal links the route base but not the editor's query in view mode", () => {
    expect(resolveLink({ link: "/pricing", mode: "view", ...base })).toEqual({
      kind: "internal",
      href: "/s/site/pricing/",
    });
  });

  it("opens external links in a new tab", () => {
    expect(resolveLink({ link: "https://example.com", mode: "view" })).toEqual({
      kind: "external",
      href: "https://example.com",
      target: "_blank",
      rel: "noopener noreferrer",
    });
  });

  it("keeps hash, tel: and mailto: links in the same tab", () => {
    expect(resolveLink({ link: "#fleet", mode: "view" })).toEqual({ kind: "hash", href: "#fleet" });
    expect(resolveLink({ link: "tel:+351291980120", mode: "view" })).toEqual({
      kind: "tel",
      href: "tel:+351291980120",
    });
    expect(resolveLink({ link: "mailto:a@b.co", mode: "view" })).toEqual({
      kind: "mailto",
      href: "mailto:a@b.co",
    });
  });

  const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;

  it.each([
    [
      "www.facebook.com/marerent",
      { kind: "external", href: "http://www.facebook.com/marerent", ...newTab },
    ],
    ["facebook.com", { kind: "external", href: "http://facebook.com", ...newTab }],
    [
      "example.com/path?x=1#y",
      { kind: "external", href: "http://example.com/path?x=1#y", ...newTab },
    ],
    [" www.x.pt ", { kind: "external", href: "http://www.x.pt", ...newTab }],
    ["//evil.com", { kind: "external", href: "http:////evil.com", ...newTab }],
    ["https://x.pt", { kind: "external", href: "https://x.pt", ...newTab }],
    ["HTTP://X.PT", { kind: "external", href: "HTTP://X.PT", ...newTab }],
    ["/booking", { kind: "internal", href: "/s/site/booking/" }],
    ["/#contact", { kind: "internal", href: "/s/site/#contact" }],
    ["?lang=en", { kind: "internal", href: "?lang=en" }],
    ["#top", { kind: "hash", href: "#top" }],
    ["mailto:a@b.pt", { kind: "mailto", href: "mailto:a@b.pt" }],
    ["tel:+351291980120", { kind: "tel", href: "tel:+351291980120" }],
    ["javascript:alert(1)", { kind: "none" }],
  ])("resolves the typed link %j", (link, expected) => {
    expect(resolveLink({ link, mode: "view", routeBase: "/s/site" })).toEqual(expected);
  });

  it("opens a link lacking a scheme in a new tab in edit mode too", () => {
    expect(resolveLink({ link: "www.facebook.com/marerent", mode: "edit", ...base })).toEqual({
      kind: "external",
      href: "http://www.facebook.com/marerent",
      ...newTab,
    });
  });

  it("makes only links starting with one slash, a hash or a query internal", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.constantFrom("view", "edit"), (link, mode) => {
        const { kind, href } = resolveLink({ link, mode: mode as "view" | "edit", ...base });
        if (kind !== "internal" && kind !== "hash") return;
        expect(href).toMatch(/^(?:[#?]|\/s\/site\/)/);
      }),
      { numRuns: 3000 },
    );
  });

  it("makes unsafe links inert", () => {
    expect(resolveLink({ link: "javascript:alert(1)", mode: "view" })).toEqual({ kind: "none" });
    expect(resolveLink({ link: "", mode: "edit" })).toEqual({ kind: "none" });
  });

  it("never yields an unsafe href for any input", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.constantFrom("view", "edit"), (link, mode) => {
        const { href } = resolveLink({ link, mode: mode as "view" | "edit", ...base });
        if (href === undefined) return;
        // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers strip these.
        const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href.replace(/[\u0000-\u0020]/g, ""))?.[1];
        expect(
          scheme === undefined || ["http", "https", "mailto", "tel"].includes(scheme.toLowerCase()),
        ).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});

describe("assetUrl", () => {
  it("puts site paths under the asset base and leaves other safe URLs", () => {
    expect(assetUrl({ url: "/images/hero-768.webp", assetBase: "/s/site/" })).toBe(
      "/s/site/images/hero-768.webp",
    );
    expect(assetUrl({ url: "/images/a.webp", assetBase: "" })).toBe("/images/a.webp");
    expect(assetUrl({ url: "https://cdn.example/a.webp", assetBase: "/s/site" })).toBe(
      "https://cdn.example/a.webp",
    );
    expect(assetUrl({ url: "javascript:alert(1)", assetBase: "" })).toBeUndefined();
  });
});
