import { type ReactNode, useMemo } from "react";
import { Button } from "react-aria-components";
import type { EditorSession } from "../document/editor-session.ts";
import { type PageChoice, pageChoicesKey } from "../document/section-edits.ts";
import { useStore } from "../document/use-store.ts";
import { CANVAS_WIDTHS, type CanvasWidth } from "../document/view-store.ts";
import buttons from "./buttons.module.css";
import { HistoryButtons } from "./history-buttons.tsx";
import { SaveStatus } from "./save-status.tsx";
import styles from "./site-editor.module.css";
import { EDITOR_TEXT as T } from "./ui-text.ts";

const WIDTHS = Object.keys(CANVAS_WIDTHS) as CanvasWidth[];

/** Gives the focus to the top bar's first control, where the shell's keyboard order starts. */
export function focusShellStart(): void {
  window.document.querySelector<HTMLElement>("[data-shell-start]")?.focus();
}

/** A page in the picker: its path, then its title. */
const pageChoice = ([path, title]: PageChoice) => (title === "" ? path : `${path} · ${title}`);

/** The editor's top bar: back, the site, page and language, width, undo/redo, saving, preview. */
export function TopBar({
  session,
  isShared = false,
  onExit,
  onUndo,
  onRedo,
  onAddSection,
  actions,
  inbox,
}: {
  session: EditorSession;
  /** A collaborator's editor: the bar says the site is shared with them. */
  isShared?: boolean;
  onExit: () => void;
  onUndo: () => void;
  onRedo: () => void;
  /** Opens the section library (to add after the selected section, else before the footer). */
  onAddSection: () => void;
  /** The publish controls, at the bar's end. */
  actions: ReactNode;
  /** The way to the site's messages, with their unread count (owners only). */
  inbox?: ReactNode;
}) {
  const { document, view } = session;
  // The document's name: a rename in Settings, an undo of it or a collaborator's shows at once.
  const siteName = useStore(document, (state) => state.site.name);
  const language = useStore(view, (state) => state.language);
  // The pages and languages only: an edit to a section does not render the bar again.
  const pagesKey = useStore(document, (state) => pageChoicesKey(state.site, language));
  const pages = useMemo(() => JSON.parse(pagesKey) as PageChoice[], [pagesKey]);
  const languages = useStore(document, (state) => state.site.languages);
  const pagePath = useStore(view, (state) => state.pagePath);
  const width = useStore(view, (state) => state.width);
  const isPreview = useStore(view, (state) => state.isPreview);
  return (
    <header className={styles.topBar}>
      <div className={styles.barRow}>
        <div className={styles.group}>
          <Button className={buttons.quiet} onPress={onExit} data-shell-start>
            <span aria-hidden="true">←</span> {T.backToSites}
          </Button>
          <h1 className={styles.siteName} title={siteName}>
            {siteName}
          </h1>
          {isShared && <span className={styles.sharedBadge}>{T.sharedWithYou}</span>}
        </div>
        <div className={`${styles.group} ${styles.barEnd}`}>
          {inbox}
          <SaveStatus document={document} />
          <Button
            className={buttons.secondary}
            onPress={() => view.setState({ isPreview: !isPreview, selectedId: undefined })}
            aria-pressed={isPreview}
          >
            {isPreview ? T.backToEditing : T.preview}
          </Button>
          {actions}
        </div>
      </div>
      <div className={`${styles.barRow} ${styles.tools}`}>
        <div className={styles.group}>
          <HistoryButtons session={session} onUndo={onUndo} onRedo={onRedo} />
          <Button className={buttons.secondary} onPress={onAddSection} isDisabled={isPreview}>
            + {T.addSection}
          </Button>
        </div>
        <div className={styles.group}>
          <label className={styles.picker}>
            <span>{T.page}</span>
            {/* The path first, as a page's title (written for search engines) is often long:
                what is cut off is the end of the title, and pointing shows it whole. */}
            <select
              value={pagePath}
              title={pageChoice(pages.find(([path]) => path === pagePath) ?? [pagePath, ""])}
              onChange={(event) =>
                view.setState({ pagePath: event.target.value, selectedId: undefined })
              }
            >
              {pages.map((choice) => (
                <option key={choice[0]} value={choice[0]}>
                  {pageChoice(choice)}
                </option>
              ))}
            </select>
          </label>
          <label className={`${styles.picker} ${styles.languagePicker}`}>
            <span>{T.language}</span>
            <select
              value={language}
              onChange={(event) =>
                view.setState({ language: event.target.value, selectedId: undefined })
              }
            >
              {languages.map((entry) => (
                <option key={entry.lang.code} value={entry.lang.code}>
                  {entry.status === "active"
                    ? entry.lang.name
                    : T.unpublishedLanguage(entry.lang.name)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <fieldset className={styles.widths}>
          <legend className={styles.visuallyHidden}>{T.width}</legend>
          {WIDTHS.map((option) => (
            <button
              key={option}
              type="button"
              className={styles.widthButton}
              aria-pressed={width === option}
              title={T.widths[option]}
              onClick={() => view.setState({ width: option })}
            >
              {T.widthShort[option]}
            </button>
          ))}
        </fieldset>
      </div>
    </header>
  );
}
