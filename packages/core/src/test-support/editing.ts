import template from "../../../../templates/vehicle-rental/site.json" with { type: "json" };
import type { Site } from "../schema/site.ts";
import { validateSite } from "../validate-site.ts";
import { type Applied, applyOperation } from "../editing/apply-operation.ts";

/** The sample site, migrated and validated: what the editing tests edit. */
export function templateSite(): Site {
  const result = validateSite(template);
  if (!result.ok) throw new Error(`the template is valid: ${JSON.stringify(result.problems)}`);
  return result.site;
}

/** Applies `input`, failing the test with the catalogued error when it cannot apply. */
export function applied(site: Site, input: unknown): Extract<Applied, { ok: true }> {
  const result = applyOperation(site, input);
  if (!result.ok) throw new Error(`${result.error.code}: ${JSON.stringify(result.error.details)}`);
  return result;
}

/** Applies every inverse, the last edit's first: the document before the edits. */
export function undone(site: Site, inverses: readonly unknown[][]): Site {
  let current = site;
  for (const inverse of [...inverses].reverse()) {
    for (const op of inverse) current = applied(current, op).site;
  }
  return current;
}

export function sectionOf(site: Site, language: string, pagePath: string, id: string) {
  const page = site.content[language]?.pages.find((item) => item.path === pagePath);
  const found = page?.components.find((component) => component.id === id);
  if (found === undefined) throw new Error(`${language} ${pagePath} has section ${id}`);
  return found;
}

export function idsOf(site: Site, language: string, pagePath: string): string[] {
  const page = site.content[language]?.pages.find((item) => item.path === pagePath);
  return page?.components.map((component) => component.id) ?? [];
}

/** The catalogued error's code of an edit that does not apply, `undefined` when it applies. */
export function errorCode(input: unknown, on: Site = templateSite()): string | undefined {
  const result = applyOperation(on, input);
  return result.ok ? undefined : result.error.code;
}

/** The edit that sets the home page's hero title in `language`. */
export const setHeroTitle = (language: string, value: string) => ({
  op: "setField",
  language,
  pagePath: "/",
  sectionId: "hero",
  path: ["title"],
  value,
});
