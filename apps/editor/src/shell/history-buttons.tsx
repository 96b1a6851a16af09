import { useLayoutEffect, useRef } from "react";
import { Button } from "react-aria-components";
import type { EditorSession } from "../document/editor-session.ts";
import { useStoreAfterFrame } from "../document/use-store.ts";
import buttons from "./buttons.module.css";
import { EDITOR_TEXT as T } from "./ui-text.ts";

/**
 * Undo and Redo, each disabled when its history is empty. The one pressed last that becomes
 * disabled hands the focus to the other (the last undo makes Redo the way back), so the keyboard
 * never falls out of the bar.
 */
export function HistoryButtons({
  session,
  onUndo,
  onRedo,
}: {
  session: EditorSession;
  onUndo: () => void;
  onRedo: () => void;
}) {
  const canUndo = useStoreAfterFrame(session.document, (state) => state.history.undo.length > 0);
  const canRedo = useStoreAfterFrame(session.document, (state) => state.history.redo.length > 0);
  const undo = useRef<HTMLButtonElement>(null);
  const redo = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const focused = window.document.activeElement;
    if (!canUndo && canRedo && focused === undo.current) redo.current?.focus();
    if (!canRedo && canUndo && focused === redo.current) undo.current?.focus();
  }, [canUndo, canRedo]);
  return (
    <>
      <Button
        ref={undo}
        className={buttons.quiet}
        onPress={onUndo}
        isDisabled={!canUndo}
        aria-keyshortcuts="Control+Z"
      >
        <span aria-hidden="true">↶</span> {T.undo}
      </Button>
      <Button
        ref={redo}
        className={buttons.quiet}
        onPress={onRedo}
        isDisabled={!canRedo}
        aria-keyshortcuts="Control+Shift+Z"
      >
        <span aria-hidden="true">↷</span> {T.redo}
      </Button>
    </>
  );
}
