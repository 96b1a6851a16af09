import { describe, expect, it } from "vitest";
import { logoWidth, logoWidthBounds } from "./logo-size.ts";

describe("logo width", () => {
  it("bounds the width by screen: 200 up to 768, 300 up to 1024, 400 above", () => {
    expect(logoWidthBounds({ screenWidth: 375 })).toEqual({ min: 10, max: 200 });
    expect(logoWidthBounds({ screenWidth: 768 })).toEqual({ min: 10, max: 200 });
    expect(logoWidthBounds({ screenWidth: 1024 })).toEqual({ min: 10, max: 300 });
    expect(logoWidthBounds({ screenWidth: 1440 })).toEqual({ min: 10, max: 400 });
  });

  it("bounds the height to 20..70 / 90 / 115 through the image ratio", () => {
    const square = { width: 100, height: 100 };
    expect(logoWidthBounds({ screenWidth: 375, dimensions: square })).toEqual({ min: 20, max: 70 });
    expect(logoWidthBounds({ screenWidth: 1000, dimensions: square })).toEqual({
      min: 20,
      max: 90,
    });
    expect(logoWidthBounds({ screenWidth: 1440, dimensions: square })).toEqual({
      min: 20,
      max: 115,
    });
    const wide = { width: 600, height: 100 };
    expect(logoWidthBounds({ screenWidth: 1440, dimensions: wide })).toEqual({
      min: 120,
      max: 400,
    });
  });

  it("clamps the stored width", () => {
    const dimensions = { width: 300, height: 100 };
    expect(logoWidth({ width: 500, screenWidth: 1440, dimensions })).toBe(345);
    expect(logoWidth({ width: 5, screenWidth: 1440, dimensions })).toBe(60);
    expect(logoWidth({ width: 150, screenWidth: 1440, dimensions })).toBe(150);
  });

  it("is 120 wide up to 1024 px when the dimensions are unknown", () => {
    expect(logoWidth({ width: 300, screenWidth: 1024 })).toBe(120);
    expect(logoWidth({ width: 300, screenWidth: 1440 })).toBe(300);
  });

  it("falls back to 50 when the logo image failed", () => {
    expect(logoWidth({ width: 300, screenWidth: 1440, isFailed: true })).toBe(50);
  });
});
