/**
 * A key combination, its keys in order: "Mod" is Ctrl, or ⌘ on a Mac; the others are
 * `KeyboardEvent.key` names ("Shift", "Alt", "ArrowUp", "Escape", "z", "?").
 */
export type Shortcut = readonly string[];

const MAC_NAMES: Record<string, string> = { Mod: "⌘", Shift: "⇧", Alt: "⌥" };
const MAC_ORDER = ["Alt", "Shift", "Mod"];
const macRank = (key: string) => {
  const rank = MAC_ORDER.indexOf(key);
  return rank < 0 ? MAC_ORDER.length : rank;
};
const NAMES: Record<string, string> = {
  Mod: "Ctrl",
  ArrowUp: "↑",
  ArrowDown: "↓",
  ArrowLeft: "←",
  ArrowRight: "→",
  Escape: "Esc",
};

/** Whether this browser runs on a Mac (⌘ instead of Ctrl). */
export function isMac(): boolean {
  return /mac|iphone|ipad/i.test(globalThis.navigator?.platform ?? "");
}

/** The keys as `aria-keyshortcuts` spells them ("Mod" as both Control and Meta). */
export function ariaKeyshortcuts(shortcut: Shortcut): string {
  const spelled = (mod: string) =>
    shortcut
      .map((key) => (key === "Mod" ? mod : key.length === 1 ? key.toUpperCase() : key))
      .join("+");
  return shortcut.includes("Mod") ? `${spelled("Control")} ${spelled("Meta")}` : spelled("");
}

/** Each key as shown to the owner: "Ctrl" "Shift" "Z", or "⌘" "⇧" "Z" on a Mac. */
export function keyNames(shortcut: Shortcut, onMac: boolean): string[] {
  // A Mac lists its modifiers in the order ⌥ ⇧ ⌘.
  const ordered = onMac ? [...shortcut].sort((a, b) => macRank(a) - macRank(b)) : shortcut;
  return ordered.map(
    (key) =>
      (onMac ? MAC_NAMES[key] : undefined) ??
      NAMES[key] ??
      (key.length === 1 ? key.toUpperCase() : key),
  );
}

/** The keys as one short text: "Ctrl+Shift+Z", or "⇧⌘Z" on a Mac. */
export function shortcutText(shortcut: Shortcut, onMac: boolean): string {
  return keyNames(shortcut, onMac).join(onMac ? "" : "+");
}

/** Whether a key press is this shortcut ("Mod" matching Ctrl or ⌘). */
export function isShortcut(
  event: { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean },
  shortcut: Shortcut,
): boolean {
  const key = shortcut[shortcut.length - 1] ?? "";
  const hasMod = shortcut.includes("Mod");
  if (hasMod !== (event.ctrlKey || event.metaKey) || shortcut.includes("Alt") !== event.altKey) {
    return false;
  }
  // "?" is typed with Shift on many keyboards: a printed character's own Shift is not asked for.
  const isPrinted = key.length === 1 && !/[a-z0-9]/i.test(key);
  if (!isPrinted && shortcut.includes("Shift") !== event.shiftKey) return false;
  return event.key.toLowerCase() === key.toLowerCase();
}
