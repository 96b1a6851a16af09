import type { NavLink, Site } from "@ilha/core";
import type { ReactNode } from "react";
import { ComponentScope } from "../../component-scope.tsx";
import { fixtureSite } from "../../test-support/render-section.tsx";

/** Six header links, as many as the sample site's. */
export const SIX_LINKS: NavLink[] = [
  { text: "Booking", link: "/booking" },
  { text: "Prices", link: "/pricing" },
  { text: "Terms", link: "/termos" },
  { text: "Partners", link: "/parceiros" },
  { text: "Rates", link: "/tarifas" },
  { text: "Scooters", link: "/motas" },
];

/** The bilingual fixture site with `links` as its English header links. */
export function siteWithLinks(links: NavLink[] = SIX_LINKS): Site {
  const site = fixtureSite();
  const english = site.content.en;
  if (english === undefined) throw new Error("the fixture has English content");
  return { ...site, content: { ...site.content, en: { ...english, headerLinks: links } } };
}

/**
 * Lays the bar out as a browser would: every header link `linkWidth` wide, "More" `moreWidth`
 * wide, in a window `windowWidth` wide. Returns the restore function.
 */
export function fakeBarLayout({
  linkWidth,
  moreWidth,
  windowWidth,
}: {
  linkWidth: number;
  moreWidth: number;
  windowWidth: number;
}): () => void {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const rect = original.call(this);
    if (this.matches("[data-nav-link]")) return { ...rect.toJSON(), width: linkWidth };
    if (this.matches("[data-nav-more]")) return { ...rect.toJSON(), width: moreWidth };
    return rect;
  } as typeof original;
  setWindowWidth(windowWidth);
  return () => {
    Element.prototype.getBoundingClientRect = original;
    setWindowWidth(1024);
  };
}

export function setWindowWidth(width: number): void {
  const happy = (window as unknown as { happyDOM: { setViewport: (size: object) => void } })
    .happyDOM;
  happy.setViewport({ width });
}

/** `node` in a navigation-bar header's scope, as a page holds the bar (its logo's field is there). */
export function inHeader(node: ReactNode): ReactNode {
  const scope = { kind: "section", id: "header", type: "navbar-header", data: {} } as const;
  return <ComponentScope scope={scope}>{node}</ComponentScope>;
}
