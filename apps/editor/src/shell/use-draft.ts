import { useState } from "react";

/**
 * A field's draft of `stored`: what the owner types until it is applied. When the document
 * changes under the field (an undo, a collaborator's edit) the draft becomes the new value, and
 * `onReset` clears what the field said about the old one.
 */
export function useDraft(stored: string, onReset?: () => void): [string, (next: string) => void] {
  const [draft, setDraft] = useState(stored);
  const [shown, setShown] = useState(stored);
  if (shown !== stored) {
    setShown(stored);
    setDraft(stored);
    onReset?.();
  }
  return [draft, setDraft];
}
