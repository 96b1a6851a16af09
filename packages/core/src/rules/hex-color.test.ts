import { describe, expect, it } from "vitest";
import { parseHexColor } from "./hex-color.ts";

describe("parseHexColor", () => {
  it("accepts 3 or 6 digits, with or without #", () => {
    expect(parseHexColor("#0E5A8A")).toEqual({ ok: true, hex: "#0e5a8a" });
    expect(parseHexColor("f2a")).toEqual({ ok: true, hex: "#ff22aa" });
    expect(parseHexColor("#FFF")).toEqual({ ok: true, hex: "#ffffff" });
  });

  it.each(["", "#", "#ff", "#ffff", "#fffff", "#fffffff", "#ggg", "red", "#12 34 56"])(
    "answers %j with Bad Hex",
    (input) => {
      expect(parseHexColor(input)).toEqual({ ok: false, error: "Bad Hex" });
    },
  );
});
