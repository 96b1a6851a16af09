import styles from "../shell/site-editor.module.css";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";
import { EditorLayout } from "./editor-layout.tsx";
import { useEditorSession } from "./use-editor-session.ts";

/** The site editor: its top bar, the canvas, the selected section's settings, and its dialogs. */
export function SiteEditor({
  siteId,
  isShared,
  liveUrl,
  onExit,
  onSessionEnded,
}: {
  siteId: string;
  isShared: boolean;
  liveUrl: string;
  onExit: () => void;
  onSessionEnded: () => void;
}) {
  const { session, error } = useEditorSession({ siteId, isShared, onSessionEnded });
  if (error !== undefined) {
    return (
      <p role="alert" className={styles.loading}>
        {error.message}
      </p>
    );
  }
  if (session === undefined) {
    return (
      <p role="status" className={styles.loading}>
        {T.loadingSite}
      </p>
    );
  }
  return (
    <EditorLayout
      session={session}
      siteId={siteId}
      isShared={isShared}
      liveUrl={liveUrl}
      onExit={onExit}
    />
  );
}
