import { describe, expect, it } from "vitest";
import { firstWords } from "./message-text.ts";

describe("a message's first words", () => {
  it("keeps a short message whole, on one line", () => {
    expect(firstWords("  Olá,\n\ntêm carros   livres?  ")).toBe("Olá, têm carros livres?");
  });

  it("cuts a long message after twelve words", () => {
    expect(
      firstWords("one two three four five six seven eight nine ten eleven twelve thirteen"),
    ).toBe("one two three four five six seven eight nine ten eleven twelve…");
  });

  it("says when a visitor wrote no message", () => {
    expect(firstWords("   ")).toBe("(no message)");
  });
});
