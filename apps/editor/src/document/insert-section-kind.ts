import { type SectionType, withInsertRecords } from "@ilha/core";
import { CONFIGS } from "@ilha/sections";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";
import type { EditorSession } from "./editor-session.ts";
import { insertionPoint, insertSectionOf, pageOf } from "./section-edits.ts";

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
