import { describe, expect, it } from "vitest";
import { inlineTextBlur, inlineTextCounter, limitInlineText } from "./inline-text.ts";

describe("inline text counter", () => {
  it("counts against the default maximum of 320", () => {
    expect(inlineTextCounter({ value: "Olá" })).toMatchObject({
      text: "3/320",
      remaining: 317,
      isNearLimit: false,
      isOverLimit: false,
    });
  });

  it("warns near the limit when fewer than 5 characters are left", () => {
    expect(inlineTextCounter({ value: "a".repeat(25), max: 30 }).isNearLimit).toBe(false);
    expect(inlineTextCounter({ value: "a".repeat(26), max: 30 }).isNearLimit).toBe(true);
    expect(inlineTextCounter({ value: "a".repeat(30), max: 30 })).toMatchObject({
      text: "30/30",
      isNearLimit: true,
      isOverLimit: false,
    });
  });

  it("warns over the limit", () => {
    expect(inlineTextCounter({ value: "a".repeat(31), max: 30 })).toEqual({
      text: "31/30",
      remaining: -1,
      isNearLimit: false,
      isOverLimit: true,
      warning: "Your have exceeded the maximum character limit.",
    });
  });

  it("cuts input to the field's limit", () => {
    expect(limitInlineText({ value: "a".repeat(321) })).toEqual({
      value: "a".repeat(320),
      isOverLimit: true,
    });
    expect(limitInlineText({ value: "abc", max: 3 })).toEqual({ value: "abc", isOverLimit: false });
  });
});

describe("inline text on blur", () => {
  it("restores the previous value when a required field is left empty", () => {
    expect(inlineTextBlur({ value: "  ", previous: "Maré Rent", isRequired: true })).toEqual({
      value: "Maré Rent",
      warning: "This field is required",
    });
  });

  it("shows the placeholder and reports an empty value when an optional field is emptied", () => {
    expect(inlineTextBlur({ value: "", previous: "Subtitle" })).toEqual({
      value: "",
      reported: "",
      placeholder: "Your text",
    });
  });

  it("reports a changed value and keeps line breaks", () => {
    expect(inlineTextBlur({ value: "Linha 1\nLinha 2", previous: "Linha" })).toEqual({
      value: "Linha 1\nLinha 2",
      reported: "Linha 1\nLinha 2",
    });
  });

  it("reports nothing when the value did not change", () => {
    expect(inlineTextBlur({ value: "Same", previous: "Same" })).toEqual({ value: "Same" });
  });

  it("reports a value cut to the field's limit", () => {
    expect(inlineTextBlur({ value: "a".repeat(35), previous: "", max: 30 }).reported).toBe(
      "a".repeat(30),
    );
  });
});
