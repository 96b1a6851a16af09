import { useEffect, useState } from "react";
import { siteTransport } from "../api/site-documents.ts";
import { type EditorSession, openEditorSession } from "../document/editor-session.ts";

/** Opens a site for editing while the screen shows it, and closes it (autosave stops) after. */
export function useEditorSession({
  siteId,
  isShared,
  onSessionEnded,
}: {
  siteId: string;
  isShared: boolean;
  onSessionEnded: () => void;
}): { session: EditorSession | undefined; error: Error | undefined } {
  const [session, setSession] = useState<EditorSession>();
  const [error, setError] = useState<Error>();
  useEffect(() => {
    let opened: EditorSession | undefined;
    let isCancelled = false;
    openEditorSession({ siteId, transport: siteTransport(siteId, isShared), onSessionEnded })
      .then((next) => {
        if (isCancelled) next.close();
        else {
          opened = next;
          setSession(next);
        }
      })
      .catch((reason: unknown) => {
        if (!isCancelled) setError(reason instanceof Error ? reason : new Error(String(reason)));
      });
    return () => {
      isCancelled = true;
      opened?.close();
    };
  }, [siteId, isShared, onSessionEnded]);
  return { session, error };
}
