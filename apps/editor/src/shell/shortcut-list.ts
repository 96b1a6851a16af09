import { type EditorCommand, PALETTE_KEYS } from "./editor-commands.ts";
import type { Shortcut } from "./shortcut-keys.ts";
import { EDITOR_TEXT } from "./ui-text.ts";

const T = EDITOR_TEXT.commands;

/** A line of the shortcuts' list: what it does and the keys that do it (any of them). */
export type ShortcutLine = { id: string; label: string; keys: Shortcut[] };

/** The canvas's own keys (canvas/canvas-keys.ts, canvas/section-frame.tsx). */
const IN_THE_PAGE: ShortcutLine[] = [
  { id: "select-sections", label: T.selectSections, keys: [["Tab"], ["Shift", "Tab"]] },
  {
    id: "move-section",
    label: T.moveSection,
    keys: [
      ["Alt", "ArrowUp"],
      ["Alt", "ArrowDown"],
    ],
  },
  { id: "step-out", label: T.stepOut, keys: [["Escape"]] },
];

/** The editor's shortcuts: the palette's, each command's that has one, then the canvas's. */
export function shortcutList(commands: readonly EditorCommand[]): {
  inEditor: ShortcutLine[];
  inPage: ShortcutLine[];
} {
  const inEditor: ShortcutLine[] = [{ id: "palette", label: T.openPalette, keys: [PALETTE_KEYS] }];
  for (const command of commands) {
    if (command.shortcut !== undefined) {
      inEditor.push({ id: command.id, label: command.label, keys: [command.shortcut] });
    }
  }
  return { inEditor, inPage: IN_THE_PAGE };
}
