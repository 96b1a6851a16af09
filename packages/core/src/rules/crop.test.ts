import { describe, expect, it } from "vitest";
import { cropParams } from "../schema/primitives.ts";
import { cropLayout, safeTransform } from "./crop.ts";

describe("cropLayout", () => {
  it("turns a crop into fractions of the container's width", () => {
    expect(cropLayout({ containerWidth: 400, width: 800, left: -400, top: -100 })).toEqual({
      widthPercent: 200,
      leftPercent: -100,
      topPercent: -25,
    });
  });

  it("keeps a safe transform, rewritten", () => {
    const crop = { containerWidth: 300, width: 300, left: 0, top: 0 };
    expect(cropLayout({ ...crop, transform: "rotate(90deg)  scale(1.5)" })).toEqual({
      widthPercent: 100,
      leftPercent: 0,
      topPercent: 0,
      transform: "rotate(90deg) scale(1.5)",
    });
  });

  it("means no crop without a container, with a zero or absurd width, or offsets that show nothing", () => {
    for (const crop of [
      { containerWidth: 0, width: 300, left: 0, top: 0 },
      { containerWidth: 300, width: 0, left: 0, top: 0 },
      { containerWidth: 300, width: 300 * 51, left: 0, top: 0 },
      { containerWidth: 300, width: 300, left: 300, top: 0 },
      { containerWidth: 300, width: 300, left: -300, top: 0 },
      { containerWidth: Number.NaN, width: 300, left: 0, top: 0 },
      { containerWidth: 300, width: Number.POSITIVE_INFINITY, left: 0, top: 0 },
    ]) {
      expect(cropLayout(crop)).toBeUndefined();
    }
    expect(cropLayout(undefined)).toBeUndefined();
  });
});

describe("safeTransform", () => {
  it.each([
    ["translate(10px, -5%)", "translate(10px, -5%)"],
    ["translateX(-12.5px)", "translateX(-12.5px)"],
    ["scale(2)", "scale(2)"],
    ["scale(1.2,0.8) rotate(-15deg)", "scale(1.2, 0.8) rotate(-15deg)"],
  ])("keeps %s", (input, kept) => {
    expect(safeTransform(input)).toBe(kept);
  });

  it.each([
    "url(javascript:alert(1))",
    "expression(alert(1))",
    "rotate(10deg);} body { display: none",
    "scale(2) }",
    "translate(1e9px)",
    "rotate(10rad)",
    "matrix(1,0,0,1,0,0)",
    "scale(2) url(x)",
    `scale(${"9".repeat(300)})`,
    "",
  ])("drops %s", (input) => {
    expect(safeTransform(input)).toBeUndefined();
  });

  it("makes the document refuse a transform a page would not apply", () => {
    const crop = { containerWidth: 300, width: 300, left: 0, top: 0 };
    expect(cropParams.safeParse({ ...crop, transform: "scale(2)" }).success).toBe(true);
    expect(cropParams.safeParse({ ...crop, transform: "url(x)" }).error?.issues[0]?.message).toBe(
      "Use translate, scale and rotate with plain numbers",
    );
  });
});
