import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";

/** How many words of a message its row in the list shows. */
const PREVIEW_WORDS = 12;

/** A message's first words, "…" when there are more. */
export function firstWords(message: string): string {
  const words = message.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return T.inbox.noMessage;
  const shown = words.slice(0, PREVIEW_WORDS).join(" ");
  return words.length > PREVIEW_WORDS ? `${shown}…` : shown;
}

/** When a message came, in the owner's own locale and time zone ("24 Nov 2026, 19:30"). */
export function receivedWhen(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}
