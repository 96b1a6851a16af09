import { commitTyping, isTypingIn } from "../shell/commit-typing.ts";
import { SAVE_KEYS } from "../shell/editor-commands.ts";
import { isShortcut } from "../shell/shortcut-keys.ts";
import type { CanvasBridge } from "./canvas-bridge.ts";

/** Whether a key press is undo (Ctrl/⌘+Z) or redo (Ctrl/⌘+Shift+Z, Ctrl+Y). */
export function historyKey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}): "undo" | "redo" | undefined {
  if (!(event.ctrlKey || event.metaKey)) return undefined;
  const key = event.key.toLowerCase();
  if (key === "z") return event.shiftKey ? "redo" : "undo";
  if (key === "y" && event.ctrlKey) return "redo";
  return undefined;
}

/**
 * Shortcuts pressed inside the canvas: undo and redo act on the editor's history (a text being
 * typed is first left, so it becomes the step undone), the rest go to the shell (save now with
 * the text being typed committed first, the caret kept).
 */
export function handleCanvasKey(bridge: CanvasBridge, event: KeyboardEvent): void {
  const direction = historyKey(event);
  if (direction !== undefined) {
    event.preventDefault();
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.isContentEditable) active.blur();
    if (direction === "undo") bridge.undo();
    else bridge.redo();
    return;
  }
  if (!event.isComposing && !event.defaultPrevented && isShortcut(event, SAVE_KEYS)) {
    commitTyping(document);
  }
  if (event.key === "Escape" && !event.defaultPrevented) {
    leaveWithEscape(bridge);
    return;
  }
  const isShellKey =
    event.ctrlKey || event.metaKey || (event.key === "?" && !isTypingIn(document.activeElement));
  if (isShellKey && bridge.onShortcut(event)) {
    event.preventDefault();
  }
}

/**
 * Escape steps out: from a text to its section's handle, from a section to the editor's top bar
 * (where Publish is), so the keyboard never gets stuck in the page.
 */
function leaveWithEscape(bridge: CanvasBridge): void {
  const active = document.activeElement;
  const frame = active instanceof HTMLElement ? active.closest("[data-section-frame]") : null;
  const handle = frame?.querySelector<HTMLElement>("[data-section-handle]");
  if (active instanceof HTMLElement && active.isContentEditable && handle != null) {
    active.blur();
    handle.focus();
    return;
  }
  bridge.focusShell();
}
