import { describe, expect, it } from "vitest";
import { contrastRatio, readableOn, relativeLuminance, withContrast } from "./contrast.ts";

describe("colour contrast", () => {
  it("measures WCAG luminance and contrast", () => {
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1);
    expect(relativeLuminance("#000000")).toBe(0);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });

  it("picks white text on dark colours and dark text on light ones", () => {
    expect(readableOn("#0E5A8A")).toBe("#ffffff");
    expect(readableOn("#F2A541")).toBe("#14202b");
  });

  it("mixes a colour just enough to reach 4.5:1", () => {
    const onWhite = withContrast({ color: "#F2A541", background: "#ffffff" });
    expect(contrastRatio(onWhite, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(withContrast({ color: "#0E5A8A", background: "#ffffff" })).toBe("#0e5a8a");
    const onNavy = withContrast({ color: "#0E5A8A", background: "#12263A" });
    expect(contrastRatio(onNavy, "#12263A")).toBeGreaterThanOrEqual(4.5);
  });
});
