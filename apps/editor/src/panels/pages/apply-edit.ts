import { ERRORS, type OperationInput } from "@ilha/core";
import type { EditorSession } from "../../document/editor-session.ts";

/**
 * Applies `operations` as one step of the history: `undefined` when they applied, else the
 * catalogue's message of why they could not.
 */
export function applyEdit(
  session: EditorSession,
  operations: OperationInput[],
): string | undefined {
  if (session.edit(operations)) return undefined;
  return session.document.getState().problem ?? ERRORS.invalidFieldValue.message;
}
