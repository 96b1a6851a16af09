import { describe, expect, it } from "vitest";
import { problemPlace } from "./problem-place.ts";

const link = { label: "Link target", link: "/frota", language: "en" } as const;

describe("problemPlace", () => {
  it("opens the Pages panel for the header and footer links and the overflow label", () => {
    expect(problemPlace({ kind: "brokenLink", ...link, path: ["headerLinks", 0, "link"] })).toEqual(
      { language: "en", panel: "pages" },
    );
    const label = { kind: "requiredEmpty", language: "pt", label: "x", path: ["extraLinksLabel"] };
    expect(problemPlace({ ...label, kind: "requiredEmpty" })).toEqual({
      language: "pt",
      panel: "pages",
    });
  });

  it("opens the translation view on an untranslated text's language and page", () => {
    const text = {
      kind: "untranslated",
      language: "en",
      label: "Title",
      state: "outdated",
    } as const;
    expect(
      problemPlace({ ...text, pagePath: "/pricing", sectionId: "group-a", path: ["title"] }),
    ).toEqual({ panel: "languages", language: "en", pagePath: "/pricing" });
    expect(problemPlace({ ...text, path: ["headerLinks", 0, "text"] })).toEqual({
      panel: "languages",
      language: "en",
    });
  });

  it("opens the site's settings for the cookie banner and the messengers", () => {
    const problem = {
      kind: "requiredEmpty",
      language: "en",
      label: "Category title",
      path: ["consent", "categories", 2, "title"],
    } as const;
    expect(problemPlace({ ...problem, path: [...problem.path] })).toEqual({
      language: "en",
      panel: "settings",
    });
  });

  it("selects a section on its page in its language, leaving the open panel as it is", () => {
    const problem = {
      kind: "requiredEmpty",
      language: "en",
      pagePath: "/",
      sectionId: "fleet-scooters",
      sectionType: "posts",
      path: ["posts", 0, "title"],
      label: "Post title",
    } as const;
    expect(problemPlace({ ...problem, path: [...problem.path] })).toEqual({
      language: "en",
      pagePath: "/",
      selectedId: "fleet-scooters",
    });
  });

  it("opens the section's settings for an image's missing text alternative", () => {
    const problem = {
      kind: "missingAlt",
      language: "en",
      pagePath: "/",
      sectionId: "fleet-scooters",
      sectionType: "posts",
      path: ["posts", 0, "imageUrl"],
      label: "Post image",
    } as const;
    expect(problemPlace({ ...problem, path: [...problem.path] })).toEqual({
      language: "en",
      pagePath: "/",
      selectedId: "fleet-scooters",
      panel: undefined,
      settingsId: "fleet-scooters",
    });
  });
});
