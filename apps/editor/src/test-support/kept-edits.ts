import { EMPTY_HISTORY } from "../document/history.ts";
import type { StoredEdits } from "../document/outbox.ts";

/** Edits kept in this browser, made on `acknowledged` at version 1, none sent, no history. */
export function keptEdits(
  edits: Pick<StoredEdits, "acknowledged" | "pending"> & Partial<StoredEdits>,
): StoredEdits {
  return { version: 1, sending: 0, history: EMPTY_HISTORY, ...edits };
}
