import { type RefObject, useEffect } from "react";
import type { CanvasBridge } from "../canvas/canvas-bridge.ts";
import { commitTyping, isTypingIn } from "./commit-typing.ts";
import { PALETTE_KEYS, SAVE_KEYS, SHORTCUTS_KEYS } from "./editor-commands.ts";
import { isShortcut } from "./shortcut-keys.ts";

/** What the canvas hands the shell for a key pressed inside it; whether the shell took it. */
export type ShortcutHandler = CanvasBridge["onShortcut"];
type KeyPress = Parameters<ShortcutHandler>[0];

/** Which of the editor's own shortcuts a key press is, if any. */
export function editorShortcut(event: KeyPress): "palette" | "shortcuts" | "save" | undefined {
  if (isShortcut(event, PALETTE_KEYS)) return "palette";
  if (isShortcut(event, SAVE_KEYS)) return "save";
  if (isShortcut(event, SHORTCUTS_KEYS)) return "shortcuts";
  return undefined;
}

type EditorShortcut = NonNullable<ReturnType<typeof editorShortcut>>;

/**
 * Ctrl/⌘+K opens the command palette, ? the shortcuts' list and Ctrl/⌘+S saves now (what is being
 * typed included), pressed in the shell's window or inside the canvas (whose keys reach
 * `canvasShortcuts`, the bridge's `onShortcut`, the text typed there already committed). ? is a
 * character like any other while a text is being typed, so it opens nothing there.
 */
export function useEditorShortcuts({
  onPalette,
  onShortcuts,
  onSave,
  canvasShortcuts,
}: {
  onPalette: () => void;
  onShortcuts: () => void;
  onSave: () => void;
  canvasShortcuts?: RefObject<ShortcutHandler> | undefined;
}): void {
  useEffect(() => {
    const actions: Record<EditorShortcut, () => void> = {
      palette: onPalette,
      shortcuts: onShortcuts,
      save: onSave,
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const which = editorShortcut(event);
      if (which === undefined || (which === "shortcuts" && isTypingIn(event.target))) return;
      event.preventDefault();
      if (which === "save") commitTyping(document);
      actions[which]();
    };
    const inCanvas: ShortcutHandler = (event) => {
      const which = editorShortcut(event);
      if (which !== undefined) actions[which]();
      return which !== undefined;
    };
    window.addEventListener("keydown", onKey);
    const previous = canvasShortcuts?.current;
    if (canvasShortcuts !== undefined) canvasShortcuts.current = inCanvas;
    return () => {
      window.removeEventListener("keydown", onKey);
      if (canvasShortcuts !== undefined && canvasShortcuts.current === inCanvas) {
        canvasShortcuts.current = previous ?? (() => false);
      }
    };
  }, [onPalette, onShortcuts, onSave, canvasShortcuts]);
}
