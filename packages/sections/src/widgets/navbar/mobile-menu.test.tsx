import { act, fireEvent, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInSite } from "../../test-support/render-section.tsx";
import { Navbar } from "./navbar.tsx";
import { setWindowWidth, siteWithLinks } from "./test-navbar-site.tsx";

const LOGO = { logoSrc: "", logoAlt: "", logoColor: "default" } as const;

afterEach(() => {
  document.body.style.overflow = "";
});

function openMenu() {
  renderInSite(<Navbar logo={LOGO} />, { site: siteWithLinks() });
  const menu = document.querySelector<HTMLDetailsElement>("[data-mobile-menu]");
  const toggle = menu?.querySelector("summary");
  if (menu === null || menu === undefined || toggle === null || toggle === undefined)
    throw new Error("the bar has a mobile menu");
  expect(toggle.getAttribute("aria-label")).toBe("Menu");
  act(() => toggle.focus());
  fireEvent.click(toggle);
  return { menu, toggle, sheet: menu.querySelector("summary + div") as HTMLElement };
}

describe("the mobile menu", () => {
  it("opens the menu sheet from the menu button and locks the page's scrolling", () => {
    const { menu, toggle, sheet } = openMenu();
    expect(menu.open).toBe(true);
    expect(document.body.style.overflow).toBe("hidden");
    expect(toggle.getAttribute("aria-label")).toBe("Close menu");
    const links = sheet.querySelector("ul") as HTMLElement;
    expect(
      within(links)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Booking", "Prices", "Terms", "Partners", "Rates", "Scooters"]);
  });

  it("closes with the close button and releases the page's scrolling", () => {
    document.body.style.overflow = "clip";
    const { menu, toggle } = openMenu();
    fireEvent.click(toggle);
    expect(menu.open).toBe(false);
    expect(toggle.getAttribute("aria-label")).toBe("Menu");
    expect(document.body.style.overflow).toBe("clip");
  });

  it("closes when a link is chosen", () => {
    const { menu, sheet } = openMenu();
    const link = within(sheet).getByRole("link", { name: "Terms" });
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(menu.open).toBe(false);
    expect(document.body.style.overflow).toBe("");
  });

  it("stays open while the language menu inside it is used", () => {
    const { menu, sheet } = openMenu();
    const languages = sheet.querySelector("details > summary");
    if (languages === null) throw new Error("the sheet has the language menu");
    fireEvent.click(languages);
    expect(menu.open).toBe(true);
  });

  it("closes on Escape and returns focus to the menu button", () => {
    const { menu, toggle, sheet } = openMenu();
    act(() => within(sheet).getByRole("link", { name: "Prices" }).focus());
    fireEvent.keyDown(document.activeElement ?? document, { key: "Escape" });
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });

  it("closes when the window grows past 1024 px, where the bar shows the links", () => {
    setWindowWidth(1024);
    const { menu } = openMenu();
    act(() => setWindowWidth(1025));
    expect(menu.open).toBe(false);
    expect(document.body.style.overflow).toBe("");
    act(() => setWindowWidth(1024));
  });
});
