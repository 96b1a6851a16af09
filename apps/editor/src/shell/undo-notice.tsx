import { useEffect, useId, useState } from "react";
import { Button } from "react-aria-components";
import type { DocumentStore } from "../document/document-store.ts";
import { useStore } from "../document/use-store.ts";
import type { ViewStore } from "../document/view-store.ts";
import buttons from "./buttons.module.css";
import { EDITOR_TEXT as T } from "./ui-text.ts";
import styles from "./undo-notice.module.css";

/** How long the offer to undo a deletion stays, unless the pointer or the focus holds it. */
export const UNDO_NOTICE_MS = 6000;

/**
 * The offer to undo the step just taken ("Section deleted · Undo"), at the foot of the canvas for
 * `UNDO_NOTICE_MS`, held while the pointer or the focus is on it. Another edit takes it away
 * (Undo would undo that edit instead). Screen readers hear the deletion from the announcer; the
 * notice is what the eye finds, and its button a keyboard reaches.
 */
export function UndoNotice({
  view,
  document,
  onUndo,
}: {
  view: ViewStore;
  document: DocumentStore;
  onUndo: () => void;
}) {
  const notice = useStore(view, (state) => state.undoNotice);
  const [isHeld, setHeld] = useState(false);
  const messageId = useId();
  const close = () => view.setState({ undoNotice: undefined });
  useEffect(() => {
    if (notice === undefined || isHeld) return;
    const timer = setTimeout(() => view.setState({ undoNotice: undefined }), UNDO_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, isHeld, view]);
  useEffect(() => {
    if (notice === undefined) return;
    return document.subscribe((state, before) => {
      if (state.site !== before.site) view.setState({ undoNotice: undefined });
    });
  }, [notice, document, view]);
  if (notice === undefined) return null;
  return (
    <section
      className={styles.notice}
      aria-labelledby={messageId}
      data-undo-notice=""
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span id={messageId}>{notice.message}</span>
      <span aria-hidden="true">·</span>
      <Button
        className={buttons.quiet}
        onPress={() => {
          close();
          setHeld(false);
          onUndo();
        }}
      >
        {T.undo}
      </Button>
    </section>
  );
}
