import { ilhaError } from "../errors.ts";
import type { Component } from "../schema/component.ts";
import type { Page } from "../schema/page.ts";
import type { Site } from "../schema/site.ts";
import { SECTION_CATALOGUE } from "../section-catalogue.ts";
import type { Step } from "./field-operations.ts";
import {
  contentOf,
  insertBefore,
  languagesWithPage,
  nextOf,
  pageIndex,
  sectionIds,
  withContent,
  withPage,
} from "./locate.ts";
import type { OperationOf } from "./operation.ts";
import {
  copyingKeys,
  droppingKeys,
  rewrittenRecords,
  sectionKeys,
} from "./translation-record-keys.ts";

/** A unique kind's slot: headers share one, footers one, other unique kinds their own. */
function slotOf(type: Component["type"]): string {
  const kind = SECTION_CATALOGUE[type];
  return kind.category === "header" || kind.category === "footer" ? kind.category : type;
}

/**
 * Whether a page holding sections of `types` can take no section of `type`: a second header,
 * footer or other unique section. The one rule, for the operations and the editor's library.
 */
export function isUniqueSlotTaken(
  types: Iterable<Component["type"]>,
  type: Component["type"],
): boolean {
  if (!SECTION_CATALOGUE[type].isUnique) return false;
  const slot = slotOf(type);
  for (const other of types) {
    if (SECTION_CATALOGUE[other].isUnique && slotOf(other) === slot) return true;
  }
  return false;
}

/** Refuses a second header, footer or other unique section on `page`. */
function checkUnique(page: Page, type: Component["type"]): void {
  const types = page.components.map((component) => component.type);
  if (isUniqueSlotTaken(types, type)) throw ilhaError("uniqueSection");
}

function pageOf(site: Site, language: string, path: string): Page {
  const content = contentOf(site, language);
  const page = content.pages[pageIndex(content, path)];
  if (page === undefined) throw ilhaError("unknownPage");
  return page;
}

/** Places `component` on the page of every language (before `beforeId`, else last). */
function placed(
  site: Site,
  op: { pagePath: string; beforeId: string | null },
  sections: Record<string, Component>,
): Site {
  let next = site;
  for (const [language, component] of Object.entries(sections)) {
    const content = contentOf(next, language);
    next = withContent(
      next,
      language,
      withPage(content, op.pagePath, (page) => ({
        ...page,
        components: insertBefore(page.components, component, (other) => other.id === op.beforeId),
      })),
    );
  }
  return next;
}

/**
 * Inserts a section on a page in every language, with the same id: `sections` gives a language
 * its own copy (an undone removal), the rest get `section` (its texts copied from the language
 * it was made in). Records left under its id name no text of it, and go.
 */
export function insertSection(site: Site, op: OperationOf<"insertSection">): Step {
  const languages = languagesWithPage(site, op.pagePath);
  if (sectionIds(site).has(op.section.id)) throw ilhaError("sectionIdTaken");
  const sections: Record<string, Component> = {};
  for (const language of languages) {
    const component = op.sections?.[language] ?? op.section;
    if (component.id !== op.section.id || component.type !== op.section.type) {
      throw ilhaError("invalidFieldValue");
    }
    checkUnique(pageOf(site, language, op.pagePath), component.type);
    sections[language] = component;
  }
  const records = rewrittenRecords(
    placed(site, op, sections),
    droppingKeys(sectionKeys(op.pagePath, op.section.id)),
  );
  return {
    site: records.site,
    inverse: [
      { op: "removeSection", pagePath: op.pagePath, sectionId: op.section.id },
      ...records.restore,
    ],
  };
}

/** The section with `id` on the page in each language that holds it; none is an error. */
function copiesOf(
  site: Site,
  pagePath: string,
  id: string,
): Record<string, { component: Component; next: string | null }> {
  const copies: Record<string, { component: Component; next: string | null }> = {};
  for (const language of languagesWithPage(site, pagePath)) {
    const components = pageOf(site, language, pagePath).components;
    const index = components.findIndex((component) => component.id === id);
    const component = components[index];
    if (component !== undefined) {
      copies[language] = { component, next: nextOf(components, index)?.id ?? null };
    }
  }
  if (Object.keys(copies).length === 0) throw ilhaError("unknownSection");
  return copies;
}

function withoutSection(site: Site, pagePath: string, id: string, languages: string[]): Site {
  let next = site;
  for (const language of languages) {
    next = withContent(
      next,
      language,
      withPage(contentOf(next, language), pagePath, (page) => ({
        ...page,
        components: page.components.filter((component) => component.id !== id),
      })),
    );
  }
  return next;
}

/**
 * Removes a section from its page in every language, with its texts' translation records; the
 * inverse puts each copy and its records back.
 */
export function removeSection(site: Site, op: OperationOf<"removeSection">): Step {
  const copies = copiesOf(site, op.pagePath, op.sectionId);
  const [first] = Object.values(copies);
  if (first === undefined) throw ilhaError("unknownSection");
  const sections = Object.fromEntries(
    Object.entries(copies).map(([language, copy]) => [language, copy.component]),
  );
  const records = rewrittenRecords(
    withoutSection(site, op.pagePath, op.sectionId, Object.keys(copies)),
    droppingKeys(sectionKeys(op.pagePath, op.sectionId)),
  );
  return {
    site: records.site,
    inverse: [
      {
        op: "insertSection",
        pagePath: op.pagePath,
        beforeId: first.next,
        section: first.component,
        sections,
      },
      ...records.restore,
    ],
  };
}

/** Moves a section before another (or last) on its page, in every language. */
export function moveSection(site: Site, op: OperationOf<"moveSection">): Step {
  if (op.beforeId === op.sectionId) return { site, inverse: [] };
  const copies = copiesOf(site, op.pagePath, op.sectionId);
  const [first] = Object.values(copies);
  if (first === undefined) throw ilhaError("unknownSection");
  const sections = Object.fromEntries(
    Object.entries(copies).map(([language, copy]) => [language, copy.component]),
  );
  const removed = withoutSection(site, op.pagePath, op.sectionId, Object.keys(copies));
  return {
    site: placed(removed, op, sections),
    inverse: [{ ...op, beforeId: first.next }],
  };
}

/** Sets a section's colour mode and orientation (those given) in every language. */
export function setSectionLook(site: Site, op: OperationOf<"setSectionLook">): Step {
  const copies = copiesOf(site, op.pagePath, op.sectionId);
  const [first] = Object.values(copies);
  if (first === undefined) throw ilhaError("unknownSection");
  const look = {
    ...(op.colorMode === undefined ? {} : { colorMode: op.colorMode }),
    ...(op.orientation === undefined ? {} : { orientation: op.orientation }),
  };
  let next = site;
  for (const language of Object.keys(copies)) {
    next = withContent(
      next,
      language,
      withPage(contentOf(next, language), op.pagePath, (page) => ({
        ...page,
        components: page.components.map((component) =>
          component.id === op.sectionId ? { ...component, ...look } : component,
        ),
      })),
    );
  }
  const before = first.component;
  return {
    site: next,
    inverse: [
      {
        op: "setSectionLook",
        pagePath: op.pagePath,
        sectionId: op.sectionId,
        ...(op.colorMode === undefined ? {} : { colorMode: before.colorMode }),
        ...(op.orientation === undefined ? {} : { orientation: before.orientation }),
      },
    ],
  };
}

/**
 * Copies a section right after itself, under `newId`, in every language. Its texts are copies of
 * the original's in each language, so they carry the original's translation records: a
 * translated section stays translated when duplicated.
 */
export function duplicateSection(site: Site, op: OperationOf<"duplicateSection">): Step {
  const copies = copiesOf(site, op.pagePath, op.sectionId);
  if (sectionIds(site).has(op.newId)) throw ilhaError("sectionIdTaken");
  const sections: Record<string, Component> = {};
  for (const [language, copy] of Object.entries(copies)) {
    checkUnique(pageOf(site, language, op.pagePath), copy.component.type);
    sections[language] = { ...copy.component, id: op.newId };
  }
  let next = site;
  for (const [language, copy] of Object.entries(copies)) {
    next = placed(
      next,
      { pagePath: op.pagePath, beforeId: copy.next },
      {
        [language]: sections[language] as Component,
      },
    );
  }
  const records = rewrittenRecords(
    next,
    copyingKeys(sectionKeys(op.pagePath, op.sectionId), sectionKeys(op.pagePath, op.newId)),
  );
  return {
    site: records.site,
    inverse: [
      { op: "removeSection", pagePath: op.pagePath, sectionId: op.newId },
      ...records.restore,
    ],
  };
}
