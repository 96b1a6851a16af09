import { describe, expect, it } from "vitest";
import { fittingLinkCount, linksBudget } from "./fitting-link-count.ts";

describe("the header links' budget", () => {
  it("is 40% of the window's width", () => {
    expect(linksBudget({ windowWidth: 1440, hasEditExtras: false })).toBe(576);
    expect(linksBudget({ windowWidth: 1000, hasEditExtras: false })).toBe(400);
  });

  it("is 30% of the window's width when edit mode adds its controls", () => {
    expect(linksBudget({ windowWidth: 1440, hasEditExtras: true })).toBe(432);
  });
});

describe("which header links fit in the bar", () => {
  const widths = [100, 80, 120, 90, 70];

  it("keeps every link when all of them and their gaps fit, without room for More", () => {
    // 460 of links + 4 gaps of 10 = 500
    expect(fittingLinkCount({ linkWidths: widths, moreWidth: 90, gap: 10, budget: 500 })).toBe(5);
  });

  it("moves the links after the last one that fits beside More into the dropdown", () => {
    // 499 < 500: More is needed; 90 + (10 + 100) + (10 + 80) + (10 + 120) = 420, + (10 + 90) = 520
    expect(fittingLinkCount({ linkWidths: widths, moreWidth: 90, gap: 10, budget: 499 })).toBe(3);
  });

  it("counts a link that ends exactly at the budget as fitting", () => {
    expect(fittingLinkCount({ linkWidths: widths, moreWidth: 90, gap: 10, budget: 420 })).toBe(3);
    expect(fittingLinkCount({ linkWidths: widths, moreWidth: 90, gap: 10, budget: 419 })).toBe(2);
  });

  it("keeps the links' order: a short link after a long one that overflows overflows too", () => {
    expect(
      fittingLinkCount({ linkWidths: [50, 300, 20], moreWidth: 50, gap: 0, budget: 150 }),
    ).toBe(1);
  });

  it("leaves only More when not even the first link fits beside it", () => {
    expect(fittingLinkCount({ linkWidths: [200, 200], moreWidth: 80, gap: 8, budget: 150 })).toBe(
      0,
    );
  });

  it("keeps every link when nothing has a width (the row is hidden on narrow screens)", () => {
    expect(fittingLinkCount({ linkWidths: [0, 0, 0], moreWidth: 0, gap: 4, budget: 100 })).toBe(3);
  });

  it("has nothing to fit without links", () => {
    expect(fittingLinkCount({ linkWidths: [], moreWidth: 80, gap: 8, budget: 0 })).toBe(0);
  });
});
