import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { accountApi } from "../../api/client.ts";
import type { EditorSession } from "../../document/editor-session.ts";
import { useStore } from "../../document/use-store.ts";

/**
 * The state of the site's notification address, as the server tells it. The server reads the
 * stored document, so the edits on screen are saved first, and a new address on screen is
 * fetched again.
 */
export function useNotificationEmail({
  siteId,
  session,
}: {
  siteId: string;
  session: EditorSession;
}) {
  const onScreen = useStore(session.document, (state) => state.site.settings.email);
  return useQuery({
    queryKey: ["notification-email", siteId, onScreen],
    queryFn: async () => {
      await session.sync.flush();
      return accountApi.notificationEmail(siteId);
    },
  });
}

/** Mails the confirmation link again; the address's state is the server's answer. */
export function useRequestConfirmation(siteId: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: () => accountApi.requestConfirmation(siteId),
    onSuccess: (answer) =>
      queries.setQueriesData({ queryKey: ["notification-email", siteId] }, answer),
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: accountApi.changePassword });
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: accountApi.signOutEverywhere });
}
