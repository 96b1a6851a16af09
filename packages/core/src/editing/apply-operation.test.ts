import { describe, expect, it } from "vitest";
import type { Component } from "../schema/component.ts";
import { applied, idsOf, sectionOf, templateSite, undone } from "../test-support/editing.ts";
import { validateSite } from "../validate-site.ts";
import { applyOperation, applyOperations, rebase } from "./apply-operation.ts";
import { operation } from "./operation.ts";

const site = templateSite();

function errorCode(input: unknown, on = site): string | undefined {
  const result = applyOperation(on, input);
  return result.ok ? undefined : result.error.code;
}

const setHeroTitle = (language: string, value: string) => ({
  op: "setField",
  language,
  pagePath: "/",
  sectionId: "hero",
  path: ["title"],
  value,
});

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

  it("refuses what does not fit: over the limit, an unsafe link, an unknown field or section", () => {
    expect(errorCode(setHeroTitle("pt", "x".repeat(31)))).toBe("invalid_field_value");
    expect(
      errorCode({
        ...setHeroTitle("pt", ""),
        path: ["buttons", 0, "buttonUrl"],
        value: "javascript:alert(1)",
      }),
    ).toBe("invalid_field_value");
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
    ).toBe("invalid_field_value");
  });
});

describe("sections", () => {
  const cta: Component = {
    id: "new-cta",
    type: "cta",
    colorMode: "LIGHT",
    orientation: "LEFT",
    status: "published",
    data: {
      title: "Reserve já",
      paragraph: "",
      titleAlignment: "center",
      paragraphAlignment: "center",
      buttons: [],
      images: [],
    },
  };

  it("inserts a section in every language with the same id and the edited language's texts", () => {
    const { site: next, inverse } = applied(site, {
      op: "insertSection",
      pagePath: "/",
      beforeId: "contact",
      section: cta,
    });
    for (const language of ["pt", "en"]) {
      const ids = idsOf(next, language, "/");
      expect(ids.indexOf("new-cta")).toBe(ids.indexOf("contact") - 1);
      expect(sectionOf(next, language, "/", "new-cta").data).toMatchObject({ title: "Reserve já" });
    }
    expect(validateSite(next).ok).toBe(true);
    expect(undone(next, [inverse])).toEqual(site);
  });

  it("refuses a second header or footer on a page and an id used anywhere in the site", () => {
    const footer = sectionOf(site, "pt", "/", "footer");
    expect(
      errorCode({
        op: "insertSection",
        pagePath: "/",
        beforeId: null,
        section: { ...footer, id: "f2" },
      }),
    ).toBe("unique_section");
    expect(
      errorCode({
        op: "insertSection",
        pagePath: "/",
        beforeId: null,
        section: { ...cta, id: "terms-cta" },
      }),
    ).toBe("section_id_taken");
    expect(
      errorCode({ op: "duplicateSection", pagePath: "/", sectionId: "hero", newId: "hero-2" }),
    ).toBe("unique_section");
  });

  it("removes, moves and duplicates a section in every language, each undone exactly", () => {
    const steps = [
      { op: "removeSection", pagePath: "/", sectionId: "vehicles" },
      { op: "moveSection", pagePath: "/", sectionId: "contact", beforeId: "fleet-scooters" },
      {
        op: "duplicateSection",
        pagePath: "/",
        sectionId: "fleet-group-a",
        newId: "fleet-group-a2",
      },
    ];
    const result = applyOperations(site, steps);
    if (!result.ok) throw new Error(result.error.code);
    for (const language of ["pt", "en"]) {
      expect(idsOf(result.site, language, "/")).toEqual([
        "hero",
        "contact",
        "fleet-scooters",
        "fleet-group-a",
        "fleet-group-a2",
        "fleet-group-b",
        "fleet-groups-cd",
        "footer",
      ]);
    }
    expect(validateSite(result.site).ok).toBe(true);
    expect(undone(result.site, [result.inverse])).toEqual(site);
  });

  it("sets a section's colour mode and orientation in every language, undone exactly", () => {
    const look = { op: "setSectionLook", pagePath: "/", sectionId: "fleet-group-a" };
    const dark = applied(site, { ...look, colorMode: "DARK" });
    const right = applied(dark.site, { ...look, orientation: "RIGHT" });
    for (const language of ["pt", "en"]) {
      const section = sectionOf(right.site, language, "/", "fleet-group-a");
      expect([section.colorMode, section.orientation]).toEqual(["DARK", "RIGHT"]);
    }
    expect(sectionOf(right.site, "pt", "/", "fleet-group-b")).toBe(
      sectionOf(site, "pt", "/", "fleet-group-b"),
    );
    expect(undone(right.site, [dark.inverse, right.inverse])).toEqual(site);
    expect(errorCode({ ...look, colorMode: "PURPLE" })).toBe("invalid_request");
    expect(errorCode({ ...look, sectionId: "nope", colorMode: "DARK" })).toBe("unknown_section");
  });
});

describe("list items", () => {
  const plans = { op: "removeItems", pagePath: "/pricing", sectionId: "group-a", path: ["plans"] };

  it("keeps the highlighted plan on its plan when plans move or go, and undoes exactly", () => {
    const before = sectionOf(site, "pt", "/pricing", "group-a");
    if (before.type !== "pricing") throw new Error("group-a is pricing");
    const primary = before.data.primaryPlanIdx;
    const moved = applied(site, { ...plans, op: "moveItems", from: primary, to: 0 });
    const afterMove = sectionOf(moved.site, "en", "/pricing", "group-a");
    expect(afterMove.type === "pricing" && afterMove.data.primaryPlanIdx).toBe(0);
    const removed = applied(moved.site, { ...plans, index: 0 });
    const afterRemove = sectionOf(removed.site, "pt", "/pricing", "group-a");
    expect(afterRemove.type === "pricing" && afterRemove.data.primaryPlanIdx).toBe(0);
    expect(validateSite(removed.site).ok).toBe(true);
    expect(undone(removed.site, [moved.inverse, removed.inverse])).toEqual(site);
  });

  it("keeps lists within their counts: 1 to 6 plans, socials at most 7, gallery by 4", () => {
    const oneLeft = applyOperations(site, [{ ...plans, index: 0, count: 2 }]);
    expect(oneLeft.ok).toBe(true);
    if (!oneLeft.ok) return;
    expect(errorCode({ ...plans, index: 0 }, oneLeft.site)).toBe("count_out_of_range");
    const gallery = { pagePath: "/parceiros", sectionId: "hotels", path: ["images"] };
    const image = { imgUrl: "/images/a.webp", alt: "" };
    expect(errorCode({ op: "insertItems", ...gallery, index: 0, items: [image] })).toBe(
      "count_out_of_range",
    );
    const four = applied(site, {
      op: "insertItems",
      ...gallery,
      index: 4,
      items: [image, image, image, image],
    });
    const hotels = sectionOf(four.site, "en", "/parceiros", "hotels");
    expect(hotels.type === "gallery" && hotels.data.images).toHaveLength(8);
    expect(errorCode({ op: "removeItems", ...gallery, index: 1, count: 4 }, four.site)).toBe(
      "count_out_of_range",
    );
  });

  it("adds a header link in every language with each language's text", () => {
    const { site: next, inverse } = applied(site, {
      op: "insertItems",
      path: ["headerLinks"],
      index: 0,
      items: [{ text: "Início", link: "/" }],
      itemsByLanguage: { en: [{ text: "Home", link: "/" }] },
    });
    expect(next.content.pt?.headerLinks[0]).toEqual({ text: "Início", link: "/" });
    expect(next.content.en?.headerLinks[0]).toEqual({ text: "Home", link: "/" });
    expect(undone(next, [inverse])).toEqual(site);
  });
});

describe("site parts, pages and languages", () => {
  it("keeps the essential cookie category: removing it is refused, other categories go", () => {
    const categories = site.content.pt?.consent?.categories ?? [];
    const essential = categories.findIndex((category) => category.type === "essential");
    expect(essential).toBeGreaterThanOrEqual(0);
    const remove = (index: number) => ({
      op: "removeItems",
      path: ["consent", "categories"],
      index,
      count: 1,
    });
    expect(errorCode(remove(essential))).toBe("item_kept");
    const other = essential === 0 ? 1 : 0;
    expect(applied(site, remove(other)).site.content.pt?.consent?.categories).toHaveLength(
      categories.length - 1,
    );
  });

  it("edits a part's list in the languages that have the part, and undoes it there", () => {
    const { consent: _none, ...english } = site.content.en ?? { pages: [] };
    const partly = { ...site, content: { ...site.content, en: english } } as typeof site;
    const categories = site.content.pt?.consent?.categories ?? [];
    const removed = applied(partly, {
      op: "removeItems",
      path: ["consent", "categories"],
      index: categories.length - 1,
      count: 1,
    });
    expect(removed.site.content.pt?.consent?.categories).toHaveLength(categories.length - 1);
    expect(removed.site.content.en?.consent).toBeUndefined();
    expect(undone(removed.site, [removed.inverse])).toEqual(partly);
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

  it("sets a header link's text per language and its target in every language", () => {
    const text = applied(site, {
      op: "setSiteField",
      language: "en",
      path: ["headerLinks", 0, "text"],
      value: "Book",
    });
    expect(text.site.content.en?.headerLinks[0]?.text).toBe("Book");
    expect(text.site.content.pt?.headerLinks[0]?.text).toBe(site.content.pt?.headerLinks[0]?.text);
    const link = applied(site, {
      op: "setSiteField",
      language: "en",
      path: ["headerLinks", 0, "link"],
      value: "www.facebook.com/marerent",
    });
    expect(link.site.content.pt?.headerLinks[0]?.link).toBe("www.facebook.com/marerent");
    expect(
      errorCode({ op: "setSiteField", language: "en", path: ["extraLinksLabel"], value: "" }),
    ).toBe("invalid_field_value");
    expect(
      errorCode({
        op: "setSiteField",
        language: "en",
        path: ["theme", "palette", "primary"],
        value: "#12",
      }),
    ).toBe("invalid_field_value");
    const theme = applied(site, {
      op: "setSiteField",
      language: "en",
      path: ["theme", "look"],
      value: "SHARP",
    });
    expect(theme.site.theme.look).toBe("SHARP");
    expect(undone(theme.site, [theme.inverse])).toEqual(site);
  });

  it("sets a chat's avatar with its crop and optimised copy in every language; the inverse puts the old ones back", () => {
    const crop = { containerWidth: 44, width: 66, left: -11, top: 0 };
    const { site: next, inverse } = applied(site, {
      op: "setSiteField",
      language: "en",
      path: ["messengers", "data", 0, "data", "avatar"],
      value: { url: "/images/new-avatar.webp", crop },
    });
    for (const language of ["pt", "en"]) {
      expect(next.content[language]?.messengers?.data[0]?.data).toEqual({
        ...site.content[language]?.messengers?.data[0]?.data,
        avatar: "/images/new-avatar.webp",
        optimizedAvatar: "/images/new-avatar.webp",
        imgCropParams: crop,
      });
    }
    expect(undone(next, [inverse])).toEqual(site);
  });

  it("adds, re-paths, moves and removes a page in every language; the home page stays", () => {
    const page = { path: "/frota", meta: { title: "Frota" }, components: [] };
    const steps = [
      { op: "addPage", beforePath: "/pricing", page },
      { op: "setPagePath", pagePath: "/frota", newPath: "/veiculos" },
      { op: "movePage", pagePath: "/veiculos", beforePath: null },
      { op: "removePage", pagePath: "/termos" },
    ];
    const result = applyOperations(site, steps);
    if (!result.ok) throw new Error(result.error.code);
    for (const language of ["pt", "en"]) {
      const paths = result.site.content[language]?.pages.map((item) => item.path);
      expect(paths?.at(-1)).toBe("/veiculos");
      expect(paths).not.toContain("/termos");
    }
    expect(validateSite(result.site).ok).toBe(true);
    expect(undone(result.site, [result.inverse])).toEqual(site);
    expect(errorCode({ op: "removePage", pagePath: "/" })).toBe("home_page_kept");
    expect(errorCode({ op: "setPagePath", pagePath: "/pricing", newPath: "/" })).toBe(
      "home_page_kept",
    );
    expect(errorCode({ op: "setPagePath", pagePath: "/pricing", newPath: "/motas" })).toBe(
      "page_path_taken",
    );
  });

  it("adds, reorders, deactivates and removes a language, and changes the primary one", () => {
    const content = site.content.en;
    const entry = {
      id: 9,
      lang: { id: 9, code: "fr", name: "French", localizedName: "Français", flagCode: "fr" },
      isPrimary: false,
      order: 2,
      status: "inactive" as const,
    };
    const steps = [
      { op: "addLanguage", entry, content },
      { op: "moveLanguage", code: "fr", beforeCode: "en" },
      { op: "setPrimaryLanguage", code: "en" },
      { op: "setLanguageStatus", code: "pt", status: "inactive" },
      { op: "removeLanguage", code: "fr" },
    ];
    const result = applyOperations(site, steps);
    if (!result.ok) throw new Error(result.error.code);
    expect(
      result.site.languages.map((item) => [item.lang.code, item.isPrimary, item.status]),
    ).toEqual([
      ["pt", false, "inactive"],
      ["en", true, "active"],
    ]);
    expect(validateSite(result.site).ok).toBe(true);
    expect(undone(result.site, [result.inverse])).toEqual(site);
    expect(errorCode({ op: "removeLanguage", code: "pt" })).toBe("primary_language_kept");
    expect(errorCode({ op: "setLanguageStatus", code: "pt", status: "inactive" })).toBe(
      "primary_language_kept",
    );
    expect(
      errorCode({
        op: "addLanguage",
        entry: { ...entry, lang: { ...entry.lang, code: "en" } },
        content,
      }),
    ).toBe("language_taken");
  });
});

describe("rebase", () => {
  it("keeps both editors' edits to different fields; for the same field the later one wins", () => {
    const theirs = applied(site, setHeroTitle("pt", "Deles")).site;
    const mine = [
      {
        op: "setField",
        language: "pt",
        pagePath: "/",
        sectionId: "hero",
        path: ["paragraph"],
        value: "Meu",
      },
      setHeroTitle("en", "Mine"),
    ];
    const rebased = rebase({ site: theirs, pending: mine });
    const pt = sectionOf(rebased.site, "pt", "/", "hero");
    expect(pt.type === "hero-header" && [pt.data.title, pt.data.paragraph]).toEqual([
      "Deles",
      "Meu",
    ]);
    const later = rebase({ site: theirs, pending: [setHeroTitle("pt", "Meu título")] });
    const again = sectionOf(later.site, "pt", "/", "hero");
    expect(again.type === "hero-header" && again.data.title).toBe("Meu título");
  });

  it("drops a pending edit whose section the other editor removed, naming why", () => {
    const theirs = applied(site, {
      op: "removeSection",
      pagePath: "/",
      sectionId: "vehicles",
    }).site;
    const rebased = rebase({
      site: theirs,
      pending: [
        {
          op: "setField",
          language: "pt",
          pagePath: "/",
          sectionId: "vehicles",
          path: ["title"],
          value: "x",
        },
        setHeroTitle("pt", "Ainda aqui"),
      ],
    });
    expect(rebased.applied).toHaveLength(1);
    expect(rebased.dropped.map((item) => item.error.code)).toEqual(["unknown_section"]);
  });
});

describe("the issue's example", () => {
  it("renames the hero title in Portuguese and moves a section: English moved it and kept its title", () => {
    const result = applyOperations(site, [
      setHeroTitle("pt", "Porto Santo sobre rodas"),
      { op: "moveSection", pagePath: "/", sectionId: "contact", beforeId: "vehicles" },
    ]);
    if (!result.ok) throw new Error(result.error.code);
    const en = sectionOf(result.site, "en", "/", "hero");
    expect(en.data).toEqual(sectionOf(site, "en", "/", "hero").data);
    expect(idsOf(result.site, "en", "/").slice(0, 3)).toEqual(["hero", "contact", "vehicles"]);
    const pt = sectionOf(result.site, "pt", "/", "hero");
    expect(pt.type === "hero-header" && pt.data.title).toBe("Porto Santo sobre rodas");
  });
});
