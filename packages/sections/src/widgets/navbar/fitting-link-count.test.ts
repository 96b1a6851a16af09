import { describe, expect, it } from "vitest";
import { barLinkCount, fittingLinkCount, linksBudget } from "./fitting-link-count.ts";

describe("the header links' budget", () => {
  it("is 40% of the window's width", () => {
    expect(linksBudget({ windowWidth: 1440, hasEditExtras: false })).toBe(576);
    expect(linksBudget({ windowWidth: 1000, hasEditExtras: false })).toBe(400);
  });

  it("is 30% of the window's width when edit mode's extra content shares the row", () => {
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

describe("how many header links stay in the bar", () => {
  const sixLinks = [100, 100, 100, 100, 100, 100];

  it("gives the links 40% of the window outside edit mode", () => {
    // 40% of 1000 = 400: More 80 + three links of 100 = 380.
    const row = { linkWidths: sixLinks, moreWidth: 80, gap: 0, windowWidth: 1000 };
    expect(barLinkCount({ ...row, isEditing: false })).toBe(3);
  });

  it("keeps 40% in edit mode while every link fits, as no More label joins the row", () => {
    // 600 of links fit in 40% of 1600 = 640, though not in 30% = 480.
    const row = { linkWidths: sixLinks, moreWidth: 80, gap: 0, windowWidth: 1600 };
    expect(barLinkCount({ ...row, isEditing: true })).toBe(6);
    expect(barLinkCount({ ...row, isEditing: false })).toBe(6);
  });

  it("gives the links 30% in edit mode once More and its editable label join the row", () => {
    // 30% of 1000 = 300: More 80 + two links of 100 = 280.
    const row = { linkWidths: sixLinks, moreWidth: 80, gap: 0, windowWidth: 1000 };
    expect(barLinkCount({ ...row, isEditing: true })).toBe(2);
  });
});
