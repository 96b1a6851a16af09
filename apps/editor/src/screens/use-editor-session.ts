import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { siteTransport } from "../api/site-documents.ts";
import { SITES } from "../api/use-sites.ts";
import {
  closeWhenOpened,
  type EditorSession,
  openEditorSession,
} from "../document/editor-session.ts";

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
    let isCancelled = false;
    const opening = openEditorSession({
      siteId,
      transport: siteTransport(siteId, isShared),
      onSessionEnded,
    });
    opening.then(
      (next) => {
        if (!isCancelled) setSession(next);
      },
      (reason: unknown) => {
        if (!isCancelled) setError(reason instanceof Error ? reason : new Error(String(reason)));
      },
    );
    return () => {
      isCancelled = true;
      // Held at once, even while the site is still opening: a site opened again (this screen
      // shown again) waits until this session has sent what it had and stopped.
      void closeWhenOpened(siteId, opening).then(() =>
        queryClient.invalidateQueries({ queryKey: SITES }),
      );
    };
  }, [siteId, isShared, onSessionEnded, queryClient]);
  return { session, error };
}
