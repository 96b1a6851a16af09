import { navbarHeaderData, SECTION_CATALOGUE } from "@ilha/core";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { COLOR_MODES, componentOf } from "../test-support/fixtures.ts";
import { renderInSite } from "../test-support/render-section.tsx";
import { axeViolations, expectHydrationUnchanged } from "../test-support/section-checks.ts";
import { navbarHeaderConfig } from "./navbar-header.config.ts";
import { NavbarHeader } from "./navbar-header.tsx";

const LOGO = {
  logoSrc: "/images/logo-768.webp",
  logoDimensions: {
    small: { url: "/images/logo-480.webp", width: 480, height: 160 },
    medium: { url: "/images/logo-768.webp", width: 768, height: 256 },
  },
  logoWidth: 150,
  logoAlt: "Maré Rent",
};

const header = componentOf("navbar-header");

describe("navbar header in view mode", () => {
  it.each(COLOR_MODES)("renders the logo linking home and the header links in %s", (colorMode) => {
    const { container } = renderInSite(
      <NavbarHeader component={header(LOGO, { colorMode })} isFirst />,
    );
    const frame = container.querySelector("header");
    expect(frame?.dataset.colorMode).toBe(colorMode);
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(nav.className).not.toContain("overlay");
    const home = within(nav).getByRole("link", { name: "Bilingual — Home" });
    expect(home.getAttribute("href")).toBe("/s/bilingual/en/");
    expect(within(home).getByAltText("Maré Rent").getAttribute("srcset")).toBe(
      "/s/bilingual/images/logo-480.webp 480w, /s/bilingual/images/logo-768.webp 768w",
    );
    const about = within(nav).getAllByRole("link", { name: "About" })[0];
    expect(about?.getAttribute("href")).toBe("/s/bilingual/en/about/");
  });

  it("shows the site's name in place of a missing logo", () => {
    renderInSite(<NavbarHeader component={header({})} isFirst />);
    expect(screen.getByRole("link", { name: "Bilingual — Home" }).textContent).toBe("Bilingual");
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("has no axe violations", async () => {
    const { container } = renderInSite(<NavbarHeader component={header(LOGO)} isFirst />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("hydrates the server markup without changes or errors", async () => {
    await expectHydrationUnchanged(<NavbarHeader component={header(LOGO)} isFirst />);
  });
});

describe("navbar header in edit mode", () => {
  it("keeps the logo's home link inert", () => {
    renderInSite(<NavbarHeader component={header(LOGO)} isFirst />, { mode: "edit" });
    const home = screen.getByRole("link", { name: "Bilingual — Home" });
    expect(home.getAttribute("href")).toBe("/s/bilingual/en/?authHash=test");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    home.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });
});

describe("navbar header config", () => {
  it("is in the header category and its defaults validate", () => {
    expect(navbarHeaderConfig.category).toBe(SECTION_CATALOGUE["navbar-header"].category);
    expect(navbarHeaderData.safeParse(navbarHeaderConfig.defaults()).success).toBe(true);
  });
});
