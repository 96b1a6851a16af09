import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInSite, renderToHtml } from "../../test-support/render-section.tsx";
import { axeViolations, expectHydrationUnchanged } from "../../test-support/section-checks.ts";
import { Navbar } from "./navbar.tsx";
import {
  fakeBarLayout,
  inHeader,
  SIX_LINKS,
  setWindowWidth,
  siteWithLinks,
} from "./test-navbar-site.tsx";

const LOGO = { logoSrc: "", logoAlt: "", logoColor: "default" } as const;
const site = siteWithLinks();
let restore = () => {};

afterEach(() => {
  cleanup();
  restore();
  restore = () => {};
  vi.useRealTimers();
  window.scrollTo(0, 0);
});

const bar = () => screen.getByRole("navigation", { name: "Main navigation" });
/** The texts of the header links shown in the bar's row (not in "More"). */
function rowTexts(): string[] {
  return Array.from(bar().querySelectorAll<HTMLElement>("[data-nav-link]"))
    .filter((item) => !item.className.includes("overflowed"))
    .map((item) => item.querySelector("a")?.textContent ?? "");
}

describe("the navigation bar's links", () => {
  it("renders every header link inline, without More, on the server", () => {
    const html = renderToHtml(<Navbar logo={LOGO} />, { site });
    for (const link of SIX_LINKS) expect(html).toContain(`>${link.text}</span></a>`);
    expect(html).not.toContain("aria-expanded");
  });

  it("moves the links that do not fit in 40% of the window into More, keeping their order", () => {
    // Budget 400: More 80 + three links of 100 = 380; a fourth would need 480.
    restore = fakeBarLayout({ linkWidth: 100, moreWidth: 80, windowWidth: 1000 });
    renderInSite(<Navbar logo={LOGO} />, { site });
    expect(rowTexts()).toEqual(["Booking", "Prices", "Terms"]);
    const more = screen.getByRole("button", { name: "More" });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(more);
    expect(more.getAttribute("aria-expanded")).toBe("true");
    const dropdown = document.getElementById(more.getAttribute("aria-controls") ?? "");
    expect(dropdown?.hidden).toBe(false);
    expect(
      within(dropdown as HTMLElement)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Partners", "/s/bilingual/en/parceiros/"],
      ["Rates", "/s/bilingual/en/tarifas/"],
      ["Scooters", "/s/bilingual/en/motas/"],
    ]);
  });

  it("keeps every link and no More when they all fit", () => {
    restore = fakeBarLayout({ linkWidth: 100, moreWidth: 80, windowWidth: 1500 });
    renderInSite(<Navbar logo={LOGO} />, { site });
    expect(rowTexts()).toEqual(SIX_LINKS.map((link) => link.text));
    expect(screen.queryByRole("button", { name: "More" })).toBeNull();
  });

  it("gives the links 30% of the window in edit mode once More with its editable label is in the bar", () => {
    // Budget 300: More 80 + two links of 100 = 280.
    restore = fakeBarLayout({ linkWidth: 100, moreWidth: 80, windowWidth: 1000 });
    renderInSite(inHeader(<Navbar logo={LOGO} />), { site, mode: "edit" });
    expect(rowTexts()).toEqual(["Booking", "Prices"]);
    expect(bar().querySelector("[data-nav-more] [contenteditable]")).not.toBeNull();
  });

  it("keeps 40% of the window in edit mode while every link fits and no More label is in the bar", () => {
    // Six links of 100 fit in 40% of 1600 (640), though not in 30% (480).
    restore = fakeBarLayout({ linkWidth: 100, moreWidth: 80, windowWidth: 1600 });
    renderInSite(inHeader(<Navbar logo={LOGO} />), { site, mode: "edit" });
    expect(rowTexts()).toEqual(SIX_LINKS.map((link) => link.text));
    expect(bar().querySelector("[data-nav-more]")).toBeNull();
  });

  it("re-measures on resize at most once per 400 ms", () => {
    vi.useFakeTimers();
    restore = fakeBarLayout({ linkWidth: 100, moreWidth: 80, windowWidth: 1000 });
    renderInSite(<Navbar logo={LOGO} />, { site });
    expect(rowTexts()).toHaveLength(3);
    act(() => {
      setWindowWidth(1500);
      window.dispatchEvent(new Event("resize"));
    });
    expect(rowTexts()).toHaveLength(6);
    act(() => {
      setWindowWidth(1000);
      window.dispatchEvent(new Event("resize"));
    });
    expect(rowTexts()).toHaveLength(6);
    act(() => vi.advanceTimersByTime(399));
    expect(rowTexts()).toHaveLength(6);
    act(() => vi.advanceTimersByTime(1));
    expect(rowTexts()).toHaveLength(3);
  });

  it("marks the current page's link", () => {
    renderInSite(<Navbar logo={LOGO} />, { site, pagePath: "/pricing" });
    const current = within(bar()).getAllByRole("link", { name: "Prices" });
    for (const link of current) expect(link.getAttribute("aria-current")).toBe("page");
  });
});

describe("the navigation bar's fill", () => {
  it("fills the bar once the page is scrolled more than half its height, not before", () => {
    vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(72);
    renderInSite(<Navbar logo={LOGO} isOverlay />, { site });
    expect(bar().dataset.filled).toBeUndefined();
    act(() => {
      window.scrollTo(0, 36);
      window.dispatchEvent(new Event("scroll"));
    });
    expect(bar().dataset.filled).toBeUndefined();
    act(() => {
      window.scrollTo(0, 37);
      window.dispatchEvent(new Event("scroll"));
    });
    expect(bar().dataset.filled).toBe("true");
    act(() => {
      window.scrollTo(0, 0);
      window.dispatchEvent(new Event("scroll"));
    });
    expect(bar().dataset.filled).toBeUndefined();
  });

  it("has no axe violations with More open", async () => {
    restore = fakeBarLayout({ linkWidth: 100, moreWidth: 80, windowWidth: 1000 });
    const { container } = renderInSite(<Navbar logo={LOGO} />, { site });
    fireEvent.click(screen.getByRole("button", { name: "More" }));
    expect(await axeViolations(container)).toEqual([]);
  });
});

// Last: the hydrated root stays mounted, listening to the window.
describe("the navigation bar's hydration", () => {
  it("hydrates the server markup without changes or errors", async () => {
    await expectHydrationUnchanged(<Navbar logo={LOGO} isOverlay />, { site });
  });
});
