import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { SITES } from "../../api/use-sites.ts";
import { savedDraftErrorMessage } from "../../document/saved-version.ts";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import { listVersions, type SiteCalls } from "./publishing-api.ts";

const versionsKey = (siteId: string) => ["versions", siteId] as const;

/** The site's published versions, newest first. */
export function useVersions(calls: SiteCalls) {
  return useQuery({ queryKey: versionsKey(calls.siteId), queryFn: () => listVersions(calls) });
}

function refreshed(queries: QueryClient, siteId: string): Promise<unknown> {
  return Promise.all([
    queries.invalidateQueries({ queryKey: versionsKey(siteId) }),
    queries.invalidateQueries({ queryKey: SITES }),
  ]);
}

/**
 * A change of what visitors see (publish, restore, unpublish). It resolves once the versions
 * are fetched again, so what the editor shows afterwards is the server's. Asked offline, it says
 * so at once: it is never held to happen later, when the owner may no longer want it.
 */
export function usePublishingAction<A>(siteId: string, run: (argument: A) => Promise<void>) {
  const queries = useQueryClient();
  return useMutation<void, Error, A>({
    mutationFn: run,
    networkMode: "always",
    onSuccess: () => refreshed(queries, siteId),
  });
}

/** The catalogue's message of a failed publishing call. */
export function publishingErrorMessage(error: Error): string {
  return savedDraftErrorMessage(error, T.publishUnsaved);
}
