/// <reference types="node" />
import { readFileSync } from "node:fs";
import { render } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Icon } from "./icon.tsx";
import styles from "./icon.module.css";
import { ICON_PATHS } from "./icon-paths.ts";

/** The test runner does not load CSS modules: the icon's sheet is added with its class names. */
const sheet = document.createElement("style");

beforeAll(() => {
  const css = readFileSync(`${import.meta.dirname}/icon.module.css`, "utf8");
  sheet.textContent = css.replace(/\.([a-z]+)\b/g, (_, name: string) => `.${styles[name]}`);
  document.head.append(sheet);
});

afterAll(() => {
  sheet.remove();
});

describe("icon", () => {
  it("draws a red warning triangle for a name the icon set lacks", () => {
    const { container } = render(<Icon name="no-such-icon" />);
    const svg = container.querySelector("svg");
    expect(svg?.querySelector("path")?.getAttribute("d")).toBe(ICON_PATHS.warning);
    expect(svg?.classList.contains(styles.missing ?? "")).toBe(true);
    if (svg === null) throw new Error("the icon renders");
    const style = getComputedStyle(svg);
    expect(style.color).toBe("#c62828");
    expect(style.stroke).toBe("currentColor");
  });

  it("draws a known icon in the surrounding text colour", () => {
    const { container } = render(<Icon name="phone" />);
    const svg = container.querySelector("svg");
    expect(svg?.querySelector("path")?.getAttribute("d")).toBe(ICON_PATHS.phone);
    expect(svg?.classList.contains(styles.missing ?? "")).toBe(false);
  });

  it("names the warning triangle when it carries a label", () => {
    const { getByRole } = render(<Icon name="no-such-icon" label="Phone" />);
    expect(getByRole("img", { name: "Phone" }).querySelector("path")?.getAttribute("d")).toBe(
      ICON_PATHS.warning,
    );
  });
});
