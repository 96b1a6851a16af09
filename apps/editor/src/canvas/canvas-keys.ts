import { afterNextFrame } from "../document/after-frame.ts";
import {
  commitTyping,
  isTypingIn,
  selectionOffsets,
  selectOffsets,
} from "../shell/commit-typing.ts";
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
 * Gives the text the keyboard was in its focus back once the undone or redone edit is drawn, the
 * caret where it was (within the text's new length), so the next keys go on typing there; unless
 * the text is gone or the focus went elsewhere meanwhile.
 */
function returnToText(text: HTMLElement, caret: [number, number] | undefined): void {
  afterNextFrame(() => {
    const { activeElement, body } = text.ownerDocument;
    if (!text.isConnected || (activeElement !== null && activeElement !== body)) return;
    text.focus({ preventScroll: true });
    const length = text.textContent?.length ?? 0;
    const [start, end] = caret ?? [length, length];
    selectOffsets(text, [Math.min(start, length), Math.min(end, length)]);
  });
}

/**
 * Shortcuts pressed inside the canvas: undo and redo act on the editor's history (a text being
 * typed is first left, so it becomes the step undone, and gets the keyboard back after), the rest
 * go to the shell (save now with the text being typed committed first, the caret kept).
 */
export function handleCanvasKey(bridge: CanvasBridge, event: KeyboardEvent): void {
  const direction = historyKey(event);
  if (direction !== undefined) {
    event.preventDefault();
    const active = document.activeElement;
    const text = active instanceof HTMLElement && active.isContentEditable ? active : undefined;
    const caret = text === undefined ? undefined : selectionOffsets(text);
    text?.blur();
    if (direction === "undo") bridge.undo();
    else bridge.redo();
    if (text !== undefined) returnToText(text, caret);
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
