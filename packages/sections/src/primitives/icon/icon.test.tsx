/// <reference types="node" />
import { readFileSync } from "node:fs";
import { LIMITS } from "@ilha/core";
import { act, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import styles from "./icon.module.css";
import { Icon } from "./icon.tsx";
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

afterEach(() => {
  vi.useRealTimers();
  delete (globalThis as { ICONS?: unknown }).ICONS;
});

const visibility = (svg: SVGElement | null) => {
  if (svg === null) throw new Error("the icon renders");
  return getComputedStyle(svg).visibility;
};

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
    vi.useFakeTimers();
    const { getByRole } = render(<Icon name="no-such-icon" label="Phone" />);
    act(() => vi.advanceTimersByTime(LIMITS.timing.iconsRecheckMs));
    expect(getByRole("img", { name: "Phone" }).querySelector("path")?.getAttribute("d")).toBe(
      ICON_PATHS.warning,
    );
  });

  it("checks a name the set lacks again after 1 s before the warning triangle stays", () => {
    vi.useFakeTimers();
    const { container } = render(<Icon name="no-such-icon" />);
    const svg = container.querySelector("svg");
    expect(svg?.getAttribute("data-icon-state")).toBe("checking");
    expect(visibility(svg)).toBe("hidden");
    act(() => vi.advanceTimersByTime(LIMITS.timing.iconsRecheckMs - 1));
    expect(visibility(container.querySelector("svg"))).toBe("hidden");
    act(() => vi.advanceTimersByTime(1));
    const settled = container.querySelector("svg");
    expect(settled?.getAttribute("data-icon-state")).toBe("missing");
    expect(visibility(settled)).not.toBe("hidden");
    expect(settled?.querySelector("path")?.getAttribute("d")).toBe(ICON_PATHS.warning);
  });

  it("draws an icon registered in the global ICONS object within the recheck delay", () => {
    vi.useFakeTimers();
    const { container } = render(<Icon name="kayak" />);
    (globalThis as { ICONS?: unknown }).ICONS = { kayak: "M2 12h20" };
    act(() => vi.advanceTimersByTime(LIMITS.timing.iconsRecheckMs));
    const svg = container.querySelector("svg");
    expect(svg?.querySelector("path")?.getAttribute("d")).toBe("M2 12h20");
    expect(svg?.classList.contains(styles.missing ?? "")).toBe(false);
    expect(svg?.hasAttribute("data-icon-state")).toBe(false);
  });

  it("server-renders a missing icon pending, revealed by the stylesheet after the recheck delay", () => {
    const html = renderToString(<Icon name="no-such-icon" />);
    expect(html).toContain('data-icon-state="pending"');
    expect(html).toContain(`animation-delay:${LIMITS.timing.iconsRecheckMs}ms`);
    expect(renderToString(<Icon name="phone" />)).not.toContain("data-icon-state");
  });
});
