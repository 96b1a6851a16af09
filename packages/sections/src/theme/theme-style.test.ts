import { contrastRatio, type Theme } from "@ilha/core";
import { describe, expect, it } from "vitest";
import { fixtureSite } from "../test-support/render-section.tsx";
import { themeStyle } from "./theme-style.ts";

/** Palettes from very dark to very light primaries, including the sample site's. */
const PRIMARIES = ["#0E5A8A", "#F2A541", "#ffffff", "#000000", "#e53935", "#7fdbff", "#ff0"];

function styleOf(primary: string): Record<string, string> {
  const { theme } = fixtureSite();
  const palette: Theme["palette"] = { ...theme.palette, primary };
  return themeStyle({ ...theme, palette });
}

function pair(style: Record<string, string>, fill: string, text: string): number {
  return contrastRatio(style[fill] ?? "", style[text] ?? "");
}

describe("button variant colours", () => {
  it.each(PRIMARIES)(
    "keeps the DARK variant's white text at AA on %s, at rest and on hover",
    (primary) => {
      const style = styleOf(primary);
      expect(style["--ilha-on-button-dark"]).toBe("#ffffff");
      expect(pair(style, "--ilha-button-dark", "--ilha-on-button-dark")).toBeGreaterThanOrEqual(
        4.5,
      );
      expect(
        pair(style, "--ilha-button-dark-hover", "--ilha-on-button-dark"),
      ).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(PRIMARIES)(
    "keeps the LIGHT variant's text at AA on %s, at rest and on hover",
    (primary) => {
      const style = styleOf(primary);
      expect(pair(style, "--ilha-button-light", "--ilha-on-button-light")).toBeGreaterThanOrEqual(
        4.5,
      );
      expect(
        pair(style, "--ilha-button-light-hover", "--ilha-on-button-light"),
      ).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("leaves a primary that already reads under white text unchanged in the DARK variant", () => {
    expect(styleOf("#0E5A8A")["--ilha-button-dark"]).toBe("#0e5a8a");
  });

  it("tints the LIGHT variant's fill pale, lighter than its hover", () => {
    const style = styleOf("#0E5A8A");
    expect(pair(style, "--ilha-button-light", "--ilha-on-button-dark")).toBeLessThan(1.5);
    expect(contrastRatio(style["--ilha-button-light-hover"] ?? "", "#ffffff")).toBeGreaterThan(
      contrastRatio(style["--ilha-button-light"] ?? "", "#ffffff"),
    );
  });
});
