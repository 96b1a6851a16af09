import {
  type Component,
  componentCategory,
  newSectionId,
  type OperationInput,
  type Page,
  primaryLanguage,
  type SectionType,
  type Site,
  withInsertRecords,
} from "@ilha/core";
import { CONFIGS } from "@ilha/sections";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";
import type { EditorSession } from "./editor-session.ts";
import { insertionPoint, isBodySection, pageOf } from "./section-edits.ts";

/** Where a new section lands on its page: the section it goes before and the one it follows. */
export type Landing = {
  /** The id of the section it goes before; `null` puts it last. */
  beforeId: string | null;
  /** The section it follows on the page, as visitors see it; `undefined` when it comes first. */
  after: Component | undefined;
  /** A header goes at the top of the page, a footer at its end, the others among the body. */
  edge: "top" | "end" | undefined;
};

/**
 * Where a new section of `type` asked for before `beforeId` (`null`: at the end) lands on `page`:
 * a header first, a footer last, any other kind at the asked place kept among the body sections
 * (after the header, before the footer, where visitors see it). The one rule for the insertion and
 * for the library's words about it.
 */
export function landingOf({
  page,
  type,
  beforeId,
}: {
  page: Page | undefined;
  type: SectionType;
  beforeId: string | null;
}): Landing {
  const components = page?.components ?? [];
  const category = componentCategory({ type });
  let gap: number;
  if (category === "header") gap = 0;
  else if (category === "footer") gap = components.length;
  else {
    const asked = beforeId === null ? -1 : components.findIndex((c) => c.id === beforeId);
    const firstBody = components.findIndex(isBodySection);
    // With no body section yet, the body's place is after the headers.
    const start =
      firstBody >= 0
        ? firstBody
        : components.filter((c) => componentCategory(c) === "header").length;
    const end = firstBody >= 0 ? components.findLastIndex(isBodySection) + 1 : start;
    gap = Math.min(Math.max(asked < 0 ? components.length : asked, start), end);
  }
  return {
    beforeId: components[gap]?.id ?? null,
    after: gap > 0 ? components[gap - 1] : undefined,
    edge: category === "header" ? "top" : category === "footer" ? "end" : undefined,
  };
}

/** A section's title, when it has one, to tell it from others of its kind. */
function titleOf(section: Component): string | undefined {
  const title = (section.data as { title?: unknown }).title;
  return typeof title === "string" && title.trim() !== "" ? title.trim() : undefined;
}

/** Where a new section of `type` goes, in the library's words: what `landingOf` decides. */
export function placeSentence(place: {
  page: Page | undefined;
  type: SectionType;
  beforeId: string | null;
}): string {
  const { after, edge } = landingOf(place);
  if (edge === "top") return T.headerGoesFirst;
  if (edge === "end") return T.footerGoesLast;
  return after === undefined
    ? T.insertsFirst
    : T.insertsAfter(CONFIGS[after.type].label, titleOf(after));
}

/**
 * A new section of `type` with its kind's defaults, written in each language of the site, placed
 * where `landingOf` says for an insertion asked before `beforeId`.
 */
export function insertSectionOf({
  site,
  page,
  type,
  beforeId,
}: {
  site: Site;
  page: Page;
  type: SectionType;
  beforeId: string | null;
}): OperationInput {
  const id = newSectionId({ site, type });
  // Each language's copy starts with the config's defaults in that language.
  const inLanguage = (language: string) =>
    ({ id, type, data: CONFIGS[type].defaults(language) }) as Component;
  const section = inLanguage(primaryLanguage(site).lang.code);
  const sections = Object.fromEntries(
    Object.keys(site.content).map((language) => [language, inLanguage(language)]),
  );
  const where = landingOf({ page, type, beforeId }).beforeId;
  return { op: "insertSection", pagePath: page.path, beforeId: where, section, sections };
}

/**
 * Inserts a section of `type` on the page in view where the library puts it (its place while it
 * is open, else after the selected section, else before the footer), written in each language of
 * the site and recorded as translations, as one step; selects it (selected, not focused: the
 * canvas brings it into view) and announces it. Returns its id, or nothing when core refused it.
 */
export function insertSectionKind({
  session,
  type,
  announce,
}: {
  session: EditorSession;
  type: SectionType;
  announce: (message: string) => void;
}): string | undefined {
  const { site } = session.document.getState();
  const { language, pagePath, library, selectedId } = session.view.getState();
  const page = pageOf(site, language, pagePath);
  if (page === undefined) return undefined;
  const beforeId = library?.beforeId ?? insertionPoint(page, selectedId);
  const operation = insertSectionOf({ site, page, type, beforeId });
  // Each language's copy is its translation of the primary's: recorded in the same step.
  if (!session.edit(withInsertRecords(site, operation))) return undefined;
  const id = operation.op === "insertSection" ? operation.section.id : undefined;
  session.view.setState({ selectedId: id });
  announce(T.inserted(CONFIGS[type].label));
  return id;
}
