import { type RefObject, useEffect } from "react";
import type { CanvasBridge } from "../canvas/canvas-bridge.ts";
import { PALETTE_KEYS, SHORTCUTS_KEYS } from "./editor-commands.ts";
import { isShortcut } from "./shortcut-keys.ts";

/** What the canvas hands the shell for a key pressed inside it; whether the shell took it. */
export type ShortcutHandler = CanvasBridge["onShortcut"];
type KeyPress = Parameters<ShortcutHandler>[0];

/** Whether the keyboard is in something typed into: a field or an editable text. */
export function isTypingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** Which of the editor's own shortcuts a key press is, if any. */
export function editorShortcut(event: KeyPress): "palette" | "shortcuts" | undefined {
  if (isShortcut(event, PALETTE_KEYS)) return "palette";
  if (isShortcut(event, SHORTCUTS_KEYS)) return "shortcuts";
  return undefined;
}

/**
 * Ctrl/⌘+K opens the command palette and ? the shortcuts' list, pressed in the shell's window or
 * inside the canvas (whose keys reach `canvasShortcuts`, the bridge's `onShortcut`). ? is a
 * character like any other while a text is being typed, so it opens nothing there.
 */
export function useEditorShortcuts({
  onPalette,
  onShortcuts,
  canvasShortcuts,
}: {
  onPalette: () => void;
  onShortcuts: () => void;
  canvasShortcuts?: RefObject<ShortcutHandler> | undefined;
}): void {
  useEffect(() => {
    const act = (which: "palette" | "shortcuts") =>
      (which === "palette" ? onPalette : onShortcuts)();
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const which = editorShortcut(event);
      if (which === undefined || (which === "shortcuts" && isTypingIn(event.target))) return;
      event.preventDefault();
      act(which);
    };
    const inCanvas: ShortcutHandler = (event) => {
      const which = editorShortcut(event);
      if (which !== undefined) act(which);
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
  }, [onPalette, onShortcuts, canvasShortcuts]);
}
