import { applyOperations, type ConsentSettings, defaultConsent, type Site } from "@ilha/core";
import { describe, expect, it } from "vitest";
import { sampleSite } from "../../sections-ui/test-session.ts";
import {
  addCategoryEdit,
  bannerSource,
  canRemoveCategory,
  createBannerEdit,
  missingCategoryTypes,
  removeCategoryEdit,
} from "./consent-edits.ts";

const site = sampleSite();
const banner = (code: string): ConsentSettings => {
  const consent = site.content[code]?.consent;
  if (consent === undefined) throw new Error(`the sample has a ${code} banner`);
  return consent;
};
const withCategories = (types: ConsentSettings["categories"][number]["type"][]) => ({
  ...banner("pt"),
  categories: banner("pt").categories.filter((category) => types.includes(category.type)),
});
/** The sample site with the banners of `codes` taken out. */
function withoutBanner(...codes: string[]): Site {
  const content = { ...site.content };
  for (const code of codes) {
    const part = content[code];
    if (part !== undefined) content[code] = { ...part, consent: undefined };
  }
  return { ...site, content };
}
function applied(from: Site, edit: ReturnType<typeof createBannerEdit>): Site {
  if (edit === undefined) throw new Error("an edit was expected");
  const result = applyOperations(from, [edit]);
  if (!result.ok) throw new Error(result.error.message);
  return result.site;
}

describe("missingCategoryTypes", () => {
  it("lists the types a banner lacks, in core's order", () => {
    expect(missingCategoryTypes(withCategories(["essential", "marketing"]))).toEqual([
      "analytics",
      "functional",
    ]);
    expect(missingCategoryTypes(banner("pt"))).toEqual([]);
  });
});

describe("addCategoryEdit", () => {
  it("inserts the category with core's default texts after those core orders before it", () => {
    const edit = addCategoryEdit({
      consent: withCategories(["essential", "marketing"]),
      type: "analytics",
    });
    expect(edit).toEqual({
      op: "insertItems",
      path: ["consent", "categories"],
      index: 1,
      items: [
        {
          type: "analytics",
          title: "Analytics",
          description: "Help us understand, in aggregate, how the website is used.",
        },
      ],
    });
  });

  it("puts essential first and a missing last type at the end", () => {
    const consent = withCategories(["analytics", "marketing"]);
    expect(addCategoryEdit({ consent, type: "essential" })).toMatchObject({ index: 0 });
    expect(addCategoryEdit({ consent, type: "functional" })).toMatchObject({ index: 2 });
  });

  it("adds nothing for a type the banner already lists", () => {
    expect(addCategoryEdit({ consent: banner("pt"), type: "marketing" })).toBeUndefined();
  });
});

describe("removeCategoryEdit", () => {
  it("removes the category of that type, wherever it is", () => {
    expect(removeCategoryEdit({ consent: banner("pt"), type: "marketing" })).toEqual({
      op: "removeItems",
      path: ["consent", "categories"],
      index: 2,
      count: 1,
    });
  });

  it("never removes essential, nor a type the banner lacks", () => {
    expect(canRemoveCategory("essential")).toBe(false);
    expect(canRemoveCategory("functional")).toBe(true);
    expect(removeCategoryEdit({ consent: banner("pt"), type: "essential" })).toBeUndefined();
    const consent = withCategories(["essential"]);
    expect(removeCategoryEdit({ consent, type: "analytics" })).toBeUndefined();
  });

  it("applies to the banner of every language, and its undo puts each language's texts back", () => {
    const edit = removeCategoryEdit({ consent: banner("pt"), type: "analytics" });
    const result = applyOperations(site, edit === undefined ? [] : [edit]);
    if (!result.ok) throw new Error(result.error.message);
    for (const code of ["pt", "en"]) {
      const types = result.site.content[code]?.consent?.categories.map((category) => category.type);
      expect(types).toEqual(["essential", "marketing", "functional"]);
    }
    const undone = applyOperations(result.site, result.inverse);
    expect(undone.ok && undone.site.content).toEqual(site.content);
  });
});

describe("createBannerEdit", () => {
  it("copies the primary language's banner into a language without one, keeping the others'", () => {
    const next = applied(
      withoutBanner("en"),
      createBannerEdit({ site: withoutBanner("en"), language: "en" }),
    );
    expect(next.content.en?.consent).toEqual(banner("pt"));
    expect(next.content.pt?.consent).toEqual(banner("pt"));
  });

  it("copies another language's banner when the primary language has none", () => {
    const from = withoutBanner("pt");
    expect(bannerSource(from)).toBe("en");
    const next = applied(from, createBannerEdit({ site: from, language: "pt" }));
    expect(next.content.pt?.consent).toEqual(banner("en"));
    expect(next.content.en?.consent).toEqual(banner("en"));
  });

  it("gives every language core's default banner when no language has one", () => {
    const from = withoutBanner("pt", "en");
    expect(bannerSource(from)).toBeUndefined();
    const edit = createBannerEdit({ site: from, language: "en" });
    expect(edit).toEqual({
      op: "setSiteField",
      language: "en",
      path: ["consent"],
      value: defaultConsent(),
    });
    const next = applied(from, edit);
    expect(next.content.pt?.consent).toEqual(defaultConsent());
    expect(next.content.en?.consent).toEqual(defaultConsent());
  });

  it("creates nothing in a language that has a banner", () => {
    expect(createBannerEdit({ site, language: "pt" })).toBeUndefined();
  });
});
