import { describe, expect, it } from "vitest";
import { applied, errorCode, templateSite, undone } from "../test-support/editing.ts";
import { validateSite } from "../validate-site.ts";
import { applyOperations } from "./apply-operation.ts";

// The site's parts, pages and languages.

const site = templateSite();

describe("site parts, pages and languages", () => {
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
    ).toBe("field_required");
    expect(
      errorCode({
        op: "setSiteField",
        language: "en",
        path: ["theme", "palette", "primary"],
        value: "#12",
      }),
    ).toBe("bad_hex");
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
