import type { DocumentStore } from "../document/document-store.ts";
import { useStoreAfterFrame } from "../document/use-store.ts";
import styles from "./site-editor.module.css";
import { EDITOR_TEXT as T } from "./ui-text.ts";

/** Where the owner's edits are: saved, unsaved, saving, offline (kept on this device), retrying. */
export function SaveStatus({ document }: { document: DocumentStore }) {
  const save = useStoreAfterFrame(document, (state) =>
    state.isTyping && state.save === "saved" ? "unsaved" : state.save,
  );
  const problem = useStoreAfterFrame(document, (state) => state.problem);
  return (
    <>
      <span className={styles.saveState} data-save-state={save} role="status">
        <span className={styles.saveDot} aria-hidden="true" />
        {T.saveStates[save]}
      </span>
      {problem !== undefined && (
        <span className={styles.problem} role="alert">
          {problem}
        </span>
      )}
    </>
  );
}
