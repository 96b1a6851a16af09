import { applyOperation, type OperationInput, type Site } from "@ilha/core";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInSite } from "../../test-support/render-section.tsx";
import { axeViolations } from "../../test-support/section-checks.ts";
import { Navbar } from "./navbar.tsx";
import { fakeBarLayout, inHeader, SIX_LINKS, siteWithLinks } from "./test-navbar-site.tsx";

const LOGO = { logoSrc: "", logoAlt: "", logoColor: "default" } as const;
let restore = () => {};

afterEach(() => {
  cleanup();
  restore();
  restore = () => {};
});

/** The bar in edit mode, wide enough for `fitting` of the six links; what it reports. */
function renderBar({ windowWidth = 1600 }: { windowWidth?: number } = {}) {
  restore = fakeBarLayout({ linkWidth: 100, moreWidth: 80, windowWidth });
  const english = siteWithLinks();
  const portuguese = english.content.pt;
  if (portuguese === undefined) throw new Error("the fixture has Portuguese content");
  // The same six pages' links in Portuguese: a site's languages share their links' order.
  const ptLinks = SIX_LINKS.map((link, index) => ({ ...link, text: `Ligação ${index + 1}` }));
  const site: Site = {
    ...english,
    content: { ...english.content, pt: { ...portuguese, headerLinks: ptLinks } },
  };
  const operations: OperationInput[] = [];
  renderInSite(inHeader(<Navbar logo={LOGO} />), {
    site,
    mode: "edit",
    onEdit: (edit) => operations.push(...edit),
  });
  const navigation = screen.getByRole("navigation", { name: "Main navigation" });
  // The bar's row (the mobile menu holds the same links, for narrow windows).
  const bar = navigation.querySelector<HTMLElement>("ul:has(> [data-nav-link])");
  if (bar === null) throw new Error("the bar has its row of links");
  return { site, operations, bar };
}

/** Applies what the bar reported with core's function, as the editor and the server do. */
function appliedAll(site: Site, operations: OperationInput[]): Site {
  return operations.reduce((current, operation) => {
    const result = applyOperation(current, operation);
    if (!result.ok) throw new Error(`${result.error.code} ${JSON.stringify(operation)}`);
    return result.site;
  }, site);
}

const englishLinks = (site: Site) => site.content.en?.headerLinks ?? [];

describe("the header links in edit mode", () => {
  it("edits a link's text in place, for the page's language only", () => {
    const { site, operations, bar } = renderBar();
    const text = within(bar).getAllByRole("textbox", { name: "Link text" })[1] as HTMLElement;
    expect(text.textContent).toBe("Prices");
    fireEvent.focus(text);
    text.textContent = "Rates and plans";
    fireEvent.input(text);
    fireEvent.blur(text);
    expect(operations).toEqual([
      {
        op: "setSiteField",
        language: "en",
        path: ["headerLinks", 1, "text"],
        value: "Rates and plans",
      },
    ]);
    const after = appliedAll(site, operations);
    expect(englishLinks(after)[1]).toEqual({ text: "Rates and plans", link: "/pricing" });
    expect(after.content.pt?.headerLinks).toEqual(site.content.pt?.headerLinks);
  });

  it("edits a link's address beside it, offering the site's pages", () => {
    const { site, operations, bar } = renderBar();
    fireEvent.click(within(bar).getByRole("button", { name: "Link of Terms" }));
    const form = screen.getByRole("form", { name: "Link of Terms" });
    const input = within(form).getByLabelText("Link address") as HTMLInputElement;
    expect(input.value).toBe("/termos");
    fireEvent.change(input, { target: { value: "www.example.com/terms" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(operations).toEqual([
      {
        op: "setSiteField",
        language: "en",
        path: ["headerLinks", 2, "link"],
        value: "www.example.com/terms",
      },
    ]);
    expect(englishLinks(appliedAll(site, operations))[2]?.link).toBe("www.example.com/terms");
  });

  it("adds, moves and removes links within core's count, in every language", () => {
    const { site, operations, bar } = renderBar();
    fireEvent.click(within(bar).getByRole("button", { name: "Add header link" }));
    fireEvent.click(within(bar).getByRole("button", { name: "Move header link 1 later" }));
    fireEvent.click(within(bar).getByRole("button", { name: "Remove header link 6" }));
    const after = appliedAll(site, operations);
    expect(englishLinks(after).map((link) => link.text)).toEqual([
      "Prices",
      "Booking",
      "Terms",
      "Partners",
      "Rates",
      "Link",
    ]);
    expect(after.content.pt?.headerLinks.map((link) => link.text)).toEqual([
      "Ligação 2",
      "Ligação 1",
      "Ligação 3",
      "Ligação 4",
      "Ligação 5",
      "Link",
    ]);
  });

  it("edits the links that went into More by their own place in the list", () => {
    const { operations, bar } = renderBar({ windowWidth: 1000 });
    const more = within(bar).getByRole("button", { name: "More" });
    fireEvent.click(more);
    const dropdown = document.getElementById(
      more.getAttribute("aria-controls") ?? "",
    ) as HTMLElement;
    const texts = within(dropdown).getAllByRole("textbox", { name: "Link text" });
    expect(texts.map((text) => text.textContent)).toEqual(
      SIX_LINKS.slice(2).map((link) => link.text),
    );
    fireEvent.click(within(dropdown).getByRole("button", { name: "Link of Scooters" }));
    const form = screen.getByRole("form", { name: "Link of Scooters" });
    fireEvent.change(within(form).getByLabelText("Link address"), { target: { value: "/x" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(operations).toEqual([
      { op: "setSiteField", language: "en", path: ["headerLinks", 5, "link"], value: "/x" },
    ]);
  });

  it("has no axe violations, every control named", async () => {
    renderBar();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
