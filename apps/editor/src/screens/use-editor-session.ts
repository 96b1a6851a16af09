import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { siteTransport } from "../api/site-documents.ts";
import { SITES } from "../api/use-sites.ts";
import { type EditorSession, openEditorSession } from "../document/editor-session.ts";

/**
 * Opens a site for editing while the screen shows it, and closes it after: what is pending is
 * sent, autosave stops, and the list of sites is read again (its "changed" time moved).
 */
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
  const queryClient = useQueryClient();
  useEffect(() => {
    let opened: EditorSession | undefined;
    let isCancelled = false;
    openEditorSession({ siteId, transport: siteTransport(siteId, isShared), onSessionEnded })
      .then((next) => {
        if (isCancelled) void next.close();
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
      void opened?.close().then(() => queryClient.invalidateQueries({ queryKey: SITES }));
    };
  }, [siteId, isShared, onSessionEnded, queryClient]);
  return { session, error };
}
