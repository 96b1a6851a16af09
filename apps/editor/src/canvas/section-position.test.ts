import type { Component, Site } from "@ilha/core";
import { describe, expect, it } from "vitest";
import { pageOf } from "../document/section-edits.ts";
import { sampleSite } from "../test-support/memory-server.ts";
import { isTopSection, sectionPosition } from "./section-position.ts";

const at = (sectionId: string) => ({ language: "pt", pagePath: "/", sectionId });

/** The sample's home page with its sections changed. */
function withHome(site: Site, change: (components: Component[]) => Component[]): Site {
  const home = pageOf(site, "pt", "/");
  if (home === undefined) throw new Error("the sample has a home page");
  const components = change(home.components);
  return {
    ...site,
    content: { ...site.content, pt: { ...site.content.pt, pages: [{ ...home, components }] } },
  } as Site;
}

describe("a section's place on its page", () => {
  it("counts body sections from 1, and headers and footers as 0", () => {
    const site = sampleSite();
    expect(sectionPosition(site, at("hero"))).toEqual({ position: 0, count: 6 });
    expect(sectionPosition(site, at("vehicles"))).toEqual({ position: 1, count: 6 });
    expect(sectionPosition(site, at("contact"))).toEqual({ position: 6, count: 6 });
    expect(sectionPosition(site, at("footer")).position).toBe(0);
  });

  it("finds the section drawn at the top: the header, else the first body section", () => {
    const site = sampleSite();
    expect(isTopSection(site, at("hero"))).toBe(true);
    expect(isTopSection(site, at("vehicles"))).toBe(false);
    // The site page draws headers first, wherever they stand in the list.
    const headerLast = withHome(site, (list) => [...list.slice(1), ...list.slice(0, 1)]);
    expect(isTopSection(headerLast, at("hero"))).toBe(true);
    const headless = withHome(site, (list) => list.slice(1));
    expect(isTopSection(headless, at("vehicles"))).toBe(true);
    expect(isTopSection(headless, at("footer"))).toBe(false);
    const footerOnly = withHome(site, (list) => list.slice(-1));
    expect(isTopSection(footerOnly, at("footer"))).toBe(true);
  });
});
