import { describe, expect, it } from "vitest";
import { applied, errorCode, sectionOf, templateSite, undone } from "../test-support/editing.ts";
import { validateSite } from "../validate-site.ts";
import { applyOperations } from "./apply-operation.ts";

// List items: within their counts, kept where a field keeps them, in every language that has the list.

const site = templateSite();

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
});
