import { MIN_TEXT_CONTRAST, type Site, type Theme } from "@ilha/core";
import { describe, expect, it } from "vitest";
import { sampleSite } from "../../sections-ui/test-session.ts";
import { contrastProblems, shownRatio } from "./theme-contrast.ts";

function withTheme(change: Partial<Theme> & { primary?: string; secondary?: string }): Site {
  const site = sampleSite();
  const { primary, secondary, ...rest } = change;
  const palette = {
    ...site.theme.palette,
    ...(primary === undefined ? {} : { primary }),
    ...(secondary === undefined ? {} : { secondary }),
  };
  return { ...site, theme: { ...site.theme, ...rest, palette } };
}

describe("contrastProblems", () => {
  it("finds none in the sample site's palette, with either button style", () => {
    expect(contrastProblems(withTheme({ buttonVariant: "DARK" }))).toEqual([]);
    expect(contrastProblems(withTheme({ buttonVariant: "LIGHT" }))).toEqual([]);
  });

  it("names white text on a mid-grey primary, just under 4.5:1", () => {
    const problems = contrastProblems(withTheme({ primary: "#777777" }));
    expect(problems[0]).toMatchObject({ text: "white", fill: "primary" });
    expect(problems[0]?.ratio).toBeCloseTo(4.48, 2);
  });

  it("names dark text on a red primary and on its hover shade", () => {
    const problems = contrastProblems(withTheme({ primary: "#ff0000" }));
    expect(problems.map(({ text, fill }) => `${text} ${fill}`)).toEqual([
      "dark primary",
      "dark primaryHover",
    ]);
    expect(problems.every((problem) => problem.ratio < MIN_TEXT_CONTRAST)).toBe(true);
  });

  it("checks text on the secondary colour", () => {
    const problems = contrastProblems(withTheme({ secondary: "#777777" }));
    expect(problems).toEqual([{ text: "white", fill: "secondary", ratio: expect.any(Number) }]);
  });

  it.each(["#ff0000", "#ffcc00", "#777777", "#00ff00", "#0e5a8a", "#000000", "#ffffff"])(
    "keeps the buttons of either style readable with a primary of %s",
    (primary) => {
      for (const buttonVariant of ["DARK", "LIGHT"] as const) {
        const fills = contrastProblems(withTheme({ primary, buttonVariant })).map((p) => p.fill);
        expect(fills.filter((fill) => fill.includes("Button"))).toEqual([]);
      }
    },
  );
});

describe("shownRatio", () => {
  it("cuts a ratio to one decimal, so a failing ratio never reads as 4.5", () => {
    expect(shownRatio(4.48)).toBe("4.4");
    expect(shownRatio(2.96)).toBe("2.9");
    expect(shownRatio(21)).toBe("21.0");
  });
});
