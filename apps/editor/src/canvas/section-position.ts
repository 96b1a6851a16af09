import { componentCategory, type Site } from "@ilha/core";
import { isBodySection, pageOf } from "../document/section-edits.ts";

/** A body section's place on its page, 1-based, with the count: `{ position: 0 }` for a header or footer. */
export function sectionPosition(
  site: Site,
  { language, pagePath, sectionId }: { language: string; pagePath: string; sectionId: string },
): { position: number; count: number } {
  const body = pageOf(site, language, pagePath)?.components.filter(isBodySection) ?? [];
  return {
    position: body.findIndex((component) => component.id === sectionId) + 1,
    count: body.length,
  };
}

/**
 * Whether a section is drawn at the very top of its page: the page's header, or without one its
 * first body section (the site page draws headers, then the body, then footers).
 */
export function isTopSection(
  site: Site,
  { language, pagePath, sectionId }: { language: string; pagePath: string; sectionId: string },
): boolean {
  const components = pageOf(site, language, pagePath)?.components ?? [];
  const top =
    components.find((component) => componentCategory(component) === "header") ??
    components.find(isBodySection) ??
    components[0];
  return top?.id === sectionId;
}
