import { describe, expect, it } from "vitest";
import type { Component } from "../schema/component.ts";
import {
  applied,
  errorCode,
  sectionOf,
  setHeroTitle,
  templateSite,
  undone,
} from "../test-support/editing.ts";
import { applyOperations } from "./apply-operation.ts";
import { operation } from "./operation.ts";

// Setting fields: texts per language, the rest in every language, images with their companions.

const site = templateSite();

describe("setField", () => {
  it("sets a text in the language being edited only", () => {
    const { site: next, inverse } = applied(site, setHeroTitle("pt", "Ilha à sua maneira"));
    const pt = sectionOf(next, "pt", "/", "hero");
    const en = sectionOf(next, "en", "/", "hero");
    expect(pt.type === "hero-header" && pt.data.title).toBe("Ilha à sua maneira");
    expect(en.data).toEqual(sectionOf(site, "en", "/", "hero").data);
    expect(undone(next, [inverse])).toEqual(site);
  });

  it("sets a non-text field (an alignment, a link) in every language", () => {
    const { site: next } = applied(site, {
      op: "setField",
      language: "pt",
      pagePath: "/",
      sectionId: "hero",
      path: ["titleAlignment"],
      value: "center",
    });
    for (const language of ["pt", "en"]) {
      const hero = sectionOf(next, language, "/", "hero");
      expect(hero.type === "hero-header" && hero.data.titleAlignment).toBe("center");
    }
  });

  it("changes a site-wide part on every page: the footer's copyright in its language", () => {
    const { site: next, inverse } = applied(site, {
      op: "setField",
      language: "en",
      pagePath: "/pricing",
      sectionId: "footer-pricing",
      path: ["copyrightText"],
      value: "© Maré Rent",
    });
    for (const page of next.content.en?.pages ?? []) {
      const footer = page.components.find((component) => component.type === "footer");
      expect(footer?.type === "footer" && footer.data.copyrightText).toBe("© Maré Rent");
    }
    const ptFooter = sectionOf(next, "pt", "/", "footer");
    expect(ptFooter.data).toEqual(sectionOf(site, "pt", "/", "footer").data);
    expect(undone(next, [inverse])).toEqual(site);
  });

  it("sets the logo on every page's header, hero or navbar, keeping each header's colour", () => {
    const logo = {
      url: "/images/new-logo.webp",
      sizes: { small: { url: "/images/n.webp", width: 480, height: 160 } },
    };
    const { site: next } = applied(site, {
      op: "setField",
      language: "pt",
      pagePath: "/",
      sectionId: "hero",
      path: ["logoSrc"],
      value: logo,
    });
    for (const language of ["pt", "en"]) {
      for (const page of next.content[language]?.pages ?? []) {
        const header = page.components[0] as Component;
        if (header.type !== "hero-header" && header.type !== "navbar-header") continue;
        expect(header.data.logoSrc).toBe("/images/new-logo.webp");
        expect(header.data.logoDimensions).toEqual(logo.sizes);
      }
    }
    const hero = sectionOf(next, "pt", "/", "hero");
    const navbar = sectionOf(next, "pt", "/pricing", "header");
    expect(hero.type === "hero-header" && hero.data.logoColor).toBe(
      (sectionOf(site, "pt", "/", "hero").data as { logoColor: string }).logoColor,
    );
    expect(navbar.type === "navbar-header" && navbar.data.logoColor).toBe(
      (sectionOf(site, "pt", "/pricing", "header").data as { logoColor: string }).logoColor,
    );
  });

  it("sets an image with its sizes and crop, and the inverse puts the old ones back", () => {
    const crop = { containerWidth: 400, width: 800, left: -200, top: -50 };
    const { site: next, inverse } = applied(site, {
      op: "setField",
      language: "pt",
      pagePath: "/",
      sectionId: "fleet-group-a",
      path: ["posts", 0, "imageUrl"],
      value: { url: "/images/x.webp", crop },
    });
    const posts = sectionOf(next, "en", "/", "fleet-group-a");
    expect(posts.type === "posts" && posts.data.posts[0]).toMatchObject({
      imageUrl: "/images/x.webp",
      imgCropParams: crop,
    });
    expect(posts.type === "posts" && posts.data.posts[0]?.imgDimensions).toBeUndefined();
    expect(undone(next, [inverse])).toEqual(site);
  });

  it("refuses what does not fit with the catalogue's error for it: over the limit, an unsafe link, an unknown field or section", () => {
    expect(errorCode(setHeroTitle("pt", "x".repeat(31)))).toBe("max_characters");
    expect(
      errorCode({
        ...setHeroTitle("pt", ""),
        path: ["buttons", 0, "buttonUrl"],
        value: "javascript:alert(1)",
      }),
    ).toBe("unsafe_url");
    expect(errorCode({ ...setHeroTitle("pt", "x"), path: ["nope"] })).toBe("unknown_field");
    expect(errorCode({ ...setHeroTitle("pt", "x"), path: ["buttons"] })).toBe("unknown_field");
    expect(errorCode({ ...setHeroTitle("pt", "x"), path: ["__proto__", "polluted"] })).toBe(
      "unknown_field",
    );
    expect(errorCode({ ...setHeroTitle("pt", "x"), sectionId: "nope" })).toBe("unknown_section");
    expect(errorCode({ ...setHeroTitle("pt", "x"), pagePath: "/nope" })).toBe("unknown_page");
    expect(errorCode(setHeroTitle("fr", "x"))).toBe("unknown_language");
    expect(errorCode({ op: "explode" })).toBe("invalid_request");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("keeps spec §5's required texts: an empty plan price is refused", () => {
    expect(
      errorCode({
        op: "setField",
        language: "pt",
        pagePath: "/pricing",
        sectionId: "group-a",
        path: ["plans", 0, "labelTitle"],
        value: " ",
      }),
    ).toBe("field_required");
  });

  it("clears a field the edit set for the first time by an inverse that survives JSON", () => {
    const before = site.settings.tracking.gtagId;
    expect(before).toBeUndefined();
    const set = applied(site, {
      op: "setSiteField",
      language: "pt",
      path: ["settings", "tracking", "gtagId"],
      value: "G-ABC123DEF4",
    });
    // On its way to the server the inverse's `value: undefined` is dropped.
    const sent = JSON.parse(JSON.stringify(set.inverse)) as unknown[];
    const parsed = sent.map((inverse) => operation.parse(inverse));
    const cleared = applyOperations(set.site, parsed);
    expect(cleared.ok && cleared.site.settings.tracking.gtagId).toBeUndefined();
  });
});
