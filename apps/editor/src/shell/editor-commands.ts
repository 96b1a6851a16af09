import { isUniqueSlotTaken, SECTION_TYPES, type SectionType } from "@ilha/core";
import { CONFIGS } from "@ilha/sections";
import type { EditorSession } from "../document/editor-session.ts";
import { kindsOfKey, uniqueKindsKey } from "../document/section-edits.ts";
import {
  CANVAS_WIDTHS,
  type CanvasWidth,
  SITE_PANELS,
  type SitePanel,
} from "../document/view-store.ts";
import type { Shortcut } from "./shortcut-keys.ts";
import { EDITOR_TEXT } from "./ui-text.ts";

const T = EDITOR_TEXT.commands;

export type CommandGroup = keyof typeof T.groups;

/** One thing the owner can do from the command palette. */
export type EditorCommand = {
  id: string;
  label: string;
  group: CommandGroup;
  /** The keys that do it outside the palette too (shown, and given as `aria-keyshortcuts`). */
  shortcut?: Shortcut;
  /** It cannot be done right now (nothing to undo, adding a section while previewing). */
  isDisabled?: boolean;
  run: () => void;
};

/** The shell's hands that the commands call; publish and versions are offered only when given. */
export type EditorActions = {
  onUndo: () => void;
  onRedo: () => void;
  /** Sends the pending edits now, and says where they are. */
  onSave: () => void;
  onAddSection: () => void;
  /** Inserts a section of that kind where the library would. */
  onInsertSection: (type: SectionType) => void;
  onOpenPanel: (panel: SitePanel) => void;
  onExit: () => void;
  onShowShortcuts: () => void;
  onPublish?: (() => void) | undefined;
  onOpenVersions?: (() => void) | undefined;
};

export const UNDO_KEYS: Shortcut = ["Mod", "z"];
export const REDO_KEYS: Shortcut = ["Mod", "Shift", "z"];
export const SAVE_KEYS: Shortcut = ["Mod", "s"];
export const PALETTE_KEYS: Shortcut = ["Mod", "k"];
export const SHORTCUTS_KEYS: Shortcut = ["?"];

/**
 * The editor's commands as the session stands now: history, adding a section (through the
 * library, or of a kind at once), the site panels
 * offered, every page and language of the site, the canvas's widths, preview, publishing, leaving.
 */
export function editorCommands({
  session,
  offeredPanels,
  actions,
}: {
  session: EditorSession;
  offeredPanels: ReadonlySet<SitePanel>;
  actions: EditorActions;
}): EditorCommand[] {
  const { document, view } = session;
  const { site, history } = document.getState();
  const { language, pagePath, isPreview } = view.getState();
  const pages = site.content[language]?.pages ?? [];
  const taken = kindsOfKey(uniqueKindsKey(site, language, pagePath));
  const commands: EditorCommand[] = [
    {
      id: "undo",
      label: T.undo,
      group: "edit",
      shortcut: UNDO_KEYS,
      isDisabled: history.undo.length === 0,
      run: actions.onUndo,
    },
    {
      id: "redo",
      label: T.redo,
      group: "edit",
      shortcut: REDO_KEYS,
      isDisabled: history.redo.length === 0,
      run: actions.onRedo,
    },
    { id: "save", label: T.saveNow, group: "edit", shortcut: SAVE_KEYS, run: actions.onSave },
    {
      id: "add-section",
      label: T.addSection,
      group: "edit",
      isDisabled: isPreview,
      run: actions.onAddSection,
    },
    ...SECTION_TYPES.map(
      (type): EditorCommand => ({
        id: `insert:${type}`,
        label: T.insertKind(CONFIGS[type].label),
        group: "edit",
        // A page holds one header and one footer: a second is not offered.
        isDisabled: isPreview || isUniqueSlotTaken(taken, type),
        run: () => actions.onInsertSection(type),
      }),
    ),
    ...pages.map(
      (page): EditorCommand => ({
        id: `page:${page.path}`,
        label: T.goToPage(page.meta.title, page.path),
        group: "page",
        run: () => view.setState({ pagePath: page.path, selectedId: undefined }),
      }),
    ),
    ...site.languages.map(
      ({ lang, status }): EditorCommand => ({
        id: `language:${lang.code}`,
        label:
          status === "active"
            ? T.switchLanguage(lang.name)
            : T.switchUnpublishedLanguage(lang.name),
        group: "language",
        run: () => view.setState({ language: lang.code, selectedId: undefined }),
      }),
    ),
    ...(Object.keys(CANVAS_WIDTHS) as CanvasWidth[]).map(
      (width): EditorCommand => ({
        id: `width:${width}`,
        label: T.width(EDITOR_TEXT.widths[width]),
        group: "view",
        run: () => view.setState({ width }),
      }),
    ),
    {
      id: "preview",
      label: isPreview ? T.backToEditing : T.preview,
      group: "view",
      run: () => view.setState({ isPreview: !view.getState().isPreview, selectedId: undefined }),
    },
    ...SITE_PANELS.filter((panel) => offeredPanels.has(panel)).map(
      (panel): EditorCommand => ({
        id: `panel:${panel}`,
        label: T.openPanel[panel],
        group: "panels",
        run: () => actions.onOpenPanel(panel),
      }),
    ),
  ];
  if (actions.onPublish !== undefined) {
    commands.push({ id: "publish", label: T.publish, group: "site", run: actions.onPublish });
  }
  if (actions.onOpenVersions !== undefined) {
    commands.push({
      id: "versions",
      label: T.versions,
      group: "site",
      run: actions.onOpenVersions,
    });
  }
  commands.push(
    { id: "back-to-sites", label: T.backToSites, group: "site", run: actions.onExit },
    {
      id: "shortcuts",
      label: T.shortcuts,
      group: "help",
      shortcut: SHORTCUTS_KEYS,
      run: actions.onShowShortcuts,
    },
  );
  return commands;
}
