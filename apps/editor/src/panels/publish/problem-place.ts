import type { ViewState, ViewStore } from "../../document/view-store.ts";
import type { PrepublishProblem } from "./prepublish-problems.ts";

/** The parts of a language's content beside its pages that the Pages panel edits. */
const PAGES_PANEL_PARTS = new Set(["headerLinks", "footerLinks", "extraLinksLabel"]);

/**
 * Where the owner fixes a problem: a section is selected on its page in its language (and
 * scrolled into view; for an image's missing text alternative, which shows nowhere on the page,
 * with its settings open), a page's meta opens the Pages panel on that page, an untranslated text
 * the languages panel's translation view on its language and page, the theme's contrast the
 * Theme panel. The language's own parts open the panel that edits them.
 */
export function problemPlace(problem: PrepublishProblem): Partial<ViewState> {
  if (problem.kind === "contrast") return { panel: "theme" };
  const { language, pagePath, sectionId } = problem;
  if (problem.kind === "missingMeta") {
    return { panel: "pages", language, pagePath: problem.pagePath };
  }
  if (problem.kind === "untranslated") {
    // The translation view opens on the language and the page (or the page in view).
    return { panel: "languages", language, ...(pagePath !== undefined && { pagePath }) };
  }
  if (pagePath !== undefined && sectionId !== undefined) {
    const selected = { language, pagePath, selectedId: sectionId };
    // A missing text alternative is fixed in the section's settings; elsewhere, in the canvas.
    return problem.kind === "missingAlt"
      ? { ...selected, panel: undefined, settingsId: sectionId }
      : selected;
  }
  const part = problem.path?.[0];
  const isPagesPart = typeof part === "string" && PAGES_PANEL_PARTS.has(part);
  return { language, panel: isPagesPart ? "pages" : "settings" };
}

/**
 * Moves the view to the problem's place. A section's handle takes the focus once the dialog
 * has closed and handed focus back (two frames).
 */
export function goToProblem(view: ViewStore, problem: PrepublishProblem): void {
  const place = problemPlace(problem);
  // A section's settings open over the site panels (the library closes): they close unless the
  // place is theirs.
  view.setState({ settingsId: undefined, library: undefined, ...place });
  // The section's settings take the focus themselves; elsewhere the section's handle does.
  const focusId = place.settingsId === undefined ? place.selectedId : undefined;
  if (focusId === undefined) return;
  requestAnimationFrame(() => requestAnimationFrame(() => view.setState({ focusId })));
}
