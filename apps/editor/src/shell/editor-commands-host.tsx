import { type RefObject, useCallback, useState } from "react";
import type { EditorSession } from "../document/editor-session.ts";
import type { SitePanel } from "../document/view-store.ts";
import { CommandPalette } from "./command-palette.tsx";
import { type EditorActions, editorCommands } from "./editor-commands.ts";
import { shortcutList } from "./shortcut-list.ts";
import { ShortcutsDialog } from "./shortcuts-dialog.tsx";
import { type ShortcutHandler, useEditorShortcuts } from "./use-editor-shortcuts.ts";

/**
 * The editor's command palette (Ctrl/⌘+K) and keyboard shortcuts' list (?), with the keys that
 * open them (and Ctrl/⌘+S, save now) in the shell and, through `canvasShortcuts` (the bridge's
 * `onShortcut`), in the canvas.
 * The commands are read from the session each time one of them opens.
 */
export function EditorCommands({
  session,
  offeredPanels,
  canvasShortcuts,
  ...actions
}: Omit<EditorActions, "onShowShortcuts"> & {
  session: EditorSession;
  /** The site panels this person is offered (`PanelRail`'s `offered`). */
  offeredPanels: ReadonlySet<SitePanel>;
  /** The bridge's `onShortcut` calls this ref's function: the shortcuts put theirs in it. */
  canvasShortcuts?: RefObject<ShortcutHandler>;
}) {
  const [isPaletteOpen, setPaletteOpen] = useState(false);
  const [isListOpen, setListOpen] = useState(false);
  const openPalette = useCallback(() => {
    setListOpen(false);
    setPaletteOpen(true);
  }, []);
  const openList = useCallback(() => setListOpen(true), []);
  useEditorShortcuts({
    onPalette: openPalette,
    onShortcuts: openList,
    onSave: actions.onSave,
    canvasShortcuts,
  });
  const commands =
    isPaletteOpen || isListOpen
      ? editorCommands({
          session,
          offeredPanels,
          actions: { ...actions, onShowShortcuts: openList },
        })
      : [];
  const { inEditor, inPage } = shortcutList(commands);
  return (
    <>
      <CommandPalette isOpen={isPaletteOpen} onOpenChange={setPaletteOpen} commands={commands} />
      <ShortcutsDialog
        isOpen={isListOpen}
        onOpenChange={setListOpen}
        inEditor={inEditor}
        inPage={inPage}
      />
    </>
  );
}
