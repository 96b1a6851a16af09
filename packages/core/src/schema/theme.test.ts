import { describe, expect, it } from "vitest";
import { breakpointFor, theme } from "./theme.ts";

describe("theme", () => {
  it("names breakpoints: 480 small, 768 medium, 1440 large, else xlarge", () => {
    expect([375, 480, 481, 768, 769, 1024, 1440, 1441, 1920].map(breakpointFor)).toEqual([
      "small",
      "small",
      "medium",
      "medium",
      "large",
      "large",
      "large",
      "xlarge",
      "xlarge",
    ]);
  });

  it("defaults to the sample's text size 19 and the ROUNDED look", () => {
    const parsed = theme.parse({
      palette: { primary: "#0E5A8A", secondary: "#F2A541" },
      primaryFont: "Poppins",
      secondaryFont: "Open Sans",
    });
    expect(parsed).toMatchObject({ fontSize: 19, look: "ROUNDED", colorMode: "LIGHT" });
  });

  it("refuses palette colours that are not hex and font names that could break CSS", () => {
    const result = theme.safeParse({
      palette: { primary: "blue", secondary: "#F2A541" },
      primaryFont: "x; } body { display:none",
      secondaryFont: "Open Sans",
    });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      "Bad Hex",
      "Use a font family name",
    ]);
  });
});
