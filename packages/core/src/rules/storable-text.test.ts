import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findUnstorableText, isStorableText } from "./storable-text.ts";

describe("isStorableText", () => {
  it("refuses the NUL character anywhere in a text", () => {
    expect(isStorableText("Ana\u0000")).toBe(false);
    expect(isStorableText("\u0000")).toBe(false);
  });

  it("refuses a lone surrogate, high or low, and keeps a pair", () => {
    expect(isStorableText("a\ud83d")).toBe(false);
    expect(isStorableText("\ude00b")).toBe(false);
    expect(isStorableText("\ud83d\ude00")).toBe(true);
    expect(isStorableText("Olá 👋 ção")).toBe(true);
  });

  it("keeps every well-formed text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        expect(isStorableText(text.replaceAll("\u0000", ""))).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it("agrees with the platform on what is well-formed, NUL aside", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const isWellFormed = (text as string & { isWellFormed: () => boolean }).isWellFormed();
        expect(isStorableText(text)).toBe(isWellFormed && !text.includes("\u0000"));
      }),
      { numRuns: 100 },
    );
  });
});

describe("findUnstorableText", () => {
  it("names the path of the first refused text, in values and in keys", () => {
    expect(findUnstorableText({ a: [{ b: "ok" }, { c: "x\u0000" }] })).toBe("a.1.c");
    expect(findUnstorableText({ content: { "e\u0000n": 1 } })).toBe("content.e\u0000n");
    expect(findUnstorableText("\ud800")).toBe("");
  });

  it("finds nothing in storable values", () => {
    expect(findUnstorableText({ a: [1, true, null, "texto"], b: { c: "ç" } })).toBeUndefined();
  });
});
