import { IlhaError } from "@ilha/core";
import { NetworkFailureError } from "@ilha/sections";
import { EDITOR_TEXT } from "../shell/ui-text.ts";
import type { EditorSession } from "./editor-session.ts";

/** Edits are still unsaved (offline, or refused): what needs the saved draft must wait. */
export class UnsavedEditsError extends Error {}

/**
 * Sends the pending edits and waits for them: the version the server now has, which is what is
 * on screen. Throws `UnsavedEditsError` when some edits could not be saved.
 */
export async function savedVersion(session: Pick<EditorSession, "document" | "sync">) {
  await session.sync.flush();
  const { acknowledged, pending } = session.document.getState();
  if (pending.length > 0) throw new UnsavedEditsError();
  return acknowledged.version;
}

/**
 * The catalogue's message of a failed call that needed the draft saved first: no connection,
 * the server's refusal, `unsaved` when edits could not be saved, else a general one.
 */
export function savedDraftErrorMessage(error: Error, unsaved: string): string {
  if (error instanceof NetworkFailureError) return EDITOR_TEXT.noConnection;
  if (error instanceof IlhaError) return error.message;
  if (error instanceof UnsavedEditsError) return unsaved;
  return EDITOR_TEXT.somethingWrong;
}
