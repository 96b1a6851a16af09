/// <reference types="node" />
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLOR_MODES as MODES } from "../test-support/fixtures.ts";
import { fixtureSite, renderInSite } from "../test-support/render-section.tsx";
import { COLOR_MODES } from "./color-modes.ts";
import { SiteRoot } from "./site-root.tsx";
import { themeStyle } from "./theme-style.ts";

/** The test runner does not load stylesheets; the theme's is added to the document by hand. */
const themeSheet = document.createElement("style");

beforeAll(() => {
  themeSheet.textContent = readFileSync(`${import.meta.dirname}/theme.css`, "utf8");
  document.head.append(themeSheet);
});

afterAll(() => {
  themeSheet.remove();
});

function renderRoot(colorMode: (typeof MODES)[number]) {
  const site = fixtureSite();
  const themed = { ...site, theme: { ...site.theme, colorMode } };
  const { container } = renderInSite(
    <SiteRoot>
      <p>Porto Santo</p>
    </SiteRoot>,
    { site: themed },
  );
  const root = container.querySelector<HTMLElement>(".ilha-site");
  if (root === null) throw new Error("the site root renders");
  return { root, site: themed };
}

describe("site root", () => {
  it.each(MODES)("gives the page the background, text and link colours of %s", (colorMode) => {
    const { root, site } = renderRoot(colorMode);
    expect(root.dataset.colorMode).toBe(colorMode);
    const style = getComputedStyle(root);
    const surfaces = COLOR_MODES[colorMode];
    expect(style.getPropertyValue("--ilha-bg").trim()).toBe(surfaces.background);
    expect(style.getPropertyValue("--ilha-text").trim()).toBe(surfaces.text);
    expect(style.getPropertyValue("--ilha-muted").trim()).toBe(surfaces.muted);
    const links = themeStyle(site.theme);
    const link =
      colorMode === "DARK" ? links["--ilha-link-on-dark"] : links["--ilha-link-on-light"];
    expect(style.getPropertyValue("--ilha-link").trim()).toBe(link);
  });
});
