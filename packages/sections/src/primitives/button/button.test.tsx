/// <reference types="node" />
import { readFileSync } from "node:fs";
import type { Button as ButtonData, Theme } from "@ilha/core";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fixtureSite, renderInSite } from "../../test-support/render-section.tsx";
import { SiteRoot } from "../../theme/site-root.tsx";
import styles from "./button.module.css";
import { Button } from "./button.tsx";

const BOOK: ButtonData = { buttonText: "Book now", buttonUrl: "/booking", type: "primary" };

function renderButton(buttonVariant: Theme["buttonVariant"], button: ButtonData = BOOK) {
  const site = fixtureSite();
  const { container } = renderInSite(
    <SiteRoot>
      <Button button={button} field={["buttons", 0]} />
    </SiteRoot>,
    { site: { ...site, theme: { ...site.theme, buttonVariant } } },
  );
  return {
    root: container.querySelector<HTMLElement>(".ilha-site"),
    link: screen.getByRole("link", { name: button.buttonText }),
  };
}

describe("button variants", () => {
  it("renders the DARK variant's deep fill under a root marked DARK", () => {
    const { root, link } = renderButton("DARK");
    expect(root?.dataset.buttonVariant).toBe("DARK");
    expect(link.classList.contains(styles.primary ?? "")).toBe(true);
    expect(link.classList.contains(styles.dark ?? "")).toBe(true);
    expect(link.classList.contains(styles.light ?? "")).toBe(false);
  });

  it("renders the LIGHT variant's pale fill under a root marked LIGHT", () => {
    const { root, link } = renderButton("LIGHT");
    expect(root?.dataset.buttonVariant).toBe("LIGHT");
    expect(link.classList.contains(styles.primary ?? "")).toBe(true);
    expect(link.classList.contains(styles.light ?? "")).toBe(true);
    expect(link.classList.contains(styles.dark ?? "")).toBe(false);
  });

  it("keeps the variant's class on secondary buttons without restyling their outline", () => {
    const { link } = renderButton("LIGHT", { ...BOOK, type: "secondary" });
    expect(link.classList.contains(styles.secondary ?? "")).toBe(true);
    expect(link.classList.contains(styles.light ?? "")).toBe(true);
    const css = readFileSync(`${import.meta.dirname}/button.module.css`, "utf8");
    expect(css).not.toMatch(/\.(light|dark)\.secondary/);
  });

  it("fills each variant's primary buttons with the theme's computed colours", () => {
    const css = readFileSync(`${import.meta.dirname}/button.module.css`, "utf8");
    const rule = (selector: string) =>
      new RegExp(`${selector.replaceAll(".", "\\.")} \\{([^}]*)\\}`).exec(css)?.[1] ?? "";
    expect(rule(".dark.primary")).toContain("background: var(--ilha-button-dark);");
    expect(rule(".dark.primary")).toContain("color: var(--ilha-on-button-dark);");
    expect(rule(".dark.primary:hover")).toContain("background: var(--ilha-button-dark-hover);");
    expect(rule(".light.primary")).toContain("background: var(--ilha-button-light);");
    expect(rule(".light.primary")).toContain("color: var(--ilha-on-button-light);");
    expect(rule(".light.primary:hover")).toContain("background: var(--ilha-button-light-hover);");
  });
});
