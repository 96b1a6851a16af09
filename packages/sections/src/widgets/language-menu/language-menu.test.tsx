import type { LanguageMenuLayout, Site } from "@ilha/core";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fixtureSite, renderInSite } from "../../test-support/render-section.tsx";
import { axeViolations, expectHydrationUnchanged } from "../../test-support/section-checks.ts";
import { LanguageMenu } from "./language-menu.tsx";

function siteWithLayout(layout: LanguageMenuLayout): Site {
  const site = fixtureSite();
  return { ...site, settings: { ...site.settings, languageMenuLayout: layout } };
}

/** The English page `/about` of the bilingual fixture, with its language menu opened. */
function openMenu({ isInline = false, site = fixtureSite() } = {}) {
  const view = renderInSite(
    <>
      <LanguageMenu isInline={isInline} />
      <p>Outside</p>
    </>,
    { pagePath: "/about", site },
  );
  const menu = view.container.querySelector("details") as HTMLDetailsElement;
  const summary = menu.querySelector("summary") as HTMLElement;
  act(() => summary.focus());
  fireEvent.click(summary);
  return { menu, summary, view };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the language menu", () => {
  it("names the current language on its button", () => {
    const { summary } = openMenu();
    expect(summary.getAttribute("aria-label")).toBe("Language: English");
  });

  it("links the other languages to the same page at their path, for a full reload", () => {
    const { menu } = openMenu();
    const link = within(menu).getByRole("link", { name: "Português" });
    expect(link.getAttribute("href")).toBe("/s/bilingual/about/");
    expect(link.getAttribute("hreflang")).toBe("pt");
    expect(link.hasAttribute("data-link")).toBe(false);
  });

  it("marks the current language, which is not a link and does nothing when chosen", () => {
    const { menu } = openMenu();
    const current = menu.querySelector("[aria-current='true']") as HTMLElement;
    expect(current.textContent).toBe("English");
    expect(within(menu).queryByRole("link", { name: "English" })).toBeNull();
    fireEvent.click(current);
    expect(menu.open).toBe(true);
  });

  it.each([
    ["full", ["/s/bilingual/flags/pt.svg"], "Português"],
    ["text", [], "Português"],
    ["flag", ["/s/bilingual/flags/pt.svg"], "Português"],
  ] as const)("shows the %s layout: flags %j and the name", (layout, flags, name) => {
    const { menu } = openMenu({ site: siteWithLayout(layout) });
    const link = within(menu).getByRole("link", { name });
    expect(Array.from(link.querySelectorAll("img")).map((img) => img.getAttribute("src"))).toEqual(
      flags,
    );
    const visuallyHidden = link.querySelector(".ilha-visually-hidden");
    expect(visuallyHidden?.textContent).toBe(layout === "flag" ? name : undefined);
  });

  it("renders nothing with a single active language", () => {
    const site = fixtureSite();
    const only = { ...site, languages: site.languages.filter((entry) => entry.lang.code === "en") };
    const { container } = renderInSite(<LanguageMenu />, { site: only });
    expect(container.innerHTML).toBe("");
  });

  it("keeps language links inert in edit mode", () => {
    renderInSite(<LanguageMenu />, { mode: "edit", pagePath: "/about" });
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    screen.getByRole("link", { name: "Português" }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });
});

describe("the language popup of wide screens", () => {
  it("closes after a language is picked", () => {
    const { menu } = openMenu();
    const link = within(menu).getByRole("link", { name: "Português" });
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(menu.open).toBe(false);
  });

  it("closes on Escape and returns focus to its button", () => {
    const { menu, summary } = openMenu();
    act(() => within(menu).getByRole("link", { name: "Português" }).focus());
    fireEvent.keyDown(document.activeElement ?? document, { key: "Escape" });
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(summary);
  });

  it("closes on a press outside it", () => {
    const { menu } = openMenu();
    fireEvent.pointerDown(screen.getByText("Outside"));
    expect(menu.open).toBe(false);
  });

  it("has no axe violations while open", async () => {
    const { view } = openMenu();
    expect(await axeViolations(view.container)).toEqual([]);
  });
});

describe("the inline language menu of narrow screens", () => {
  it("expands in place and scrolls its list into view after 100 ms", () => {
    vi.useFakeTimers();
    const scrolled = vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(() => {});
    const { menu } = openMenu({ isInline: true });
    expect(menu.open).toBe(true);
    act(() => vi.advanceTimersByTime(99));
    expect(scrolled).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(menu.querySelector("ul"));
    expect(scrolled).toHaveBeenCalledWith({ block: "nearest", behavior: "smooth" });
  });

  it("stays expanded on a press outside it, and collapses from its button", () => {
    const { menu, summary } = openMenu({ isInline: true });
    fireEvent.pointerDown(screen.getByText("Outside"));
    expect(menu.open).toBe(true);
    fireEvent.click(summary);
    expect(menu.open).toBe(false);
  });
});

describe("the language menu's hydration", () => {
  it("hydrates the server markup without changes or errors", async () => {
    await expectHydrationUnchanged(<LanguageMenu />, { pagePath: "/about" });
  });
});
