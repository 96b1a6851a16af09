import { EMPTY_HISTORY } from "../document/history.ts";
import type { StoredEdits } from "../document/outbox.ts";

/** The id of the person signed in, whose edits the editor's tests keep (`keepEditsOf`). */
export const SIGNED_IN = "user-ana";

/**
 * Edits kept in this browser for the person signed in, made on `acknowledged` at version 1, none
 * sent, no history.
 */
export function keptEdits(
  edits: Pick<StoredEdits, "acknowledged" | "pending"> & Partial<StoredEdits>,
): StoredEdits {
  return { owner: SIGNED_IN, version: 1, sending: 0, history: EMPTY_HISTORY, ...edits };
}
