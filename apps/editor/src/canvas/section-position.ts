import type { Site } from "@ilha/core";
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
