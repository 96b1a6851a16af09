import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ERRORS } from "../errors.ts";
import { mapEmbed, text, url } from "../schema/primitives.ts";
import { fieldRefusal } from "./field-refusal.ts";

function refusalOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("the value was accepted");
  return fieldRefusal(result.error.issues);
}

describe("fieldRefusal", () => {
  it("names the catalogue's error of the first issue, with the issues as details", () => {
    const embed = refusalOf(mapEmbed, "https://example.com/map");
    expect(embed.toBody()).toEqual(ERRORS.invalidMapEmbed);
    expect(embed.details).toMatchObject([{ message: ERRORS.invalidMapEmbed.message }]);
    expect(refusalOf(url, "javascript:alert(1)").toBody()).toEqual(ERRORS.unsafeUrl);
  });

  it("gives spec §5's over-limit message for a text too long", () => {
    expect(refusalOf(text(30), "x".repeat(31)).message).toBe(
      "Your have exceeded the maximum character limit.",
    );
  });

  it("falls back on the generic refusal for what the catalogue does not name", () => {
    expect(refusalOf(z.number().int(), 1.5).toBody()).toEqual(ERRORS.invalidFieldValue);
    expect(refusalOf(z.enum(["LEFT", "RIGHT"]), "UP").toBody()).toEqual(ERRORS.invalidFieldValue);
  });
});
