import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { sharingApi } from "../../api/client.ts";

/**
 * How often the open panel asks again who accepted an invitation (from another browser, as an
 * invitation is): the accepted one leaves the pending list and its person joins the collaborators
 * while the owner looks, and at once when the owner comes back to the window.
 */
export const SHARING_POLL_MS = 10_000;
const POLLED = {
  refetchInterval: SHARING_POLL_MS,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
} as const;

const invitesKey = (siteId: string) => ["invites", siteId] as const;
const collaboratorsKey = (siteId: string) => ["collaborators", siteId] as const;

/** The site's invitations nobody has accepted yet, oldest first. */
export function usePendingInvites(siteId: string) {
  return useQuery({
    queryKey: invitesKey(siteId),
    queryFn: () => sharingApi.invites(siteId),
    ...POLLED,
  });
}

/** Who edits the site with its owner, in the order they joined. */
export function useCollaborators(siteId: string) {
  return useQuery({
    queryKey: collaboratorsKey(siteId),
    queryFn: () => sharingApi.collaborators(siteId),
    ...POLLED,
  });
}

/** A new invitation link; the pending invitations are fetched again. */
export function useCreateInvite(siteId: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: () => sharingApi.createInvite(siteId),
    onSuccess: () => queries.invalidateQueries({ queryKey: invitesKey(siteId) }),
  });
}

/** Withdraws an invitation; it resolves once the pending invitations are fetched again. */
export function useRevokeInvite(siteId: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => sharingApi.revokeInvite({ siteId, inviteId }),
    onSuccess: () => queries.invalidateQueries({ queryKey: invitesKey(siteId) }),
  });
}

/** Takes a collaborator off the site; it resolves once the collaborators are fetched again. */
export function useRemoveCollaborator(siteId: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => sharingApi.removeCollaborator({ siteId, userId }),
    onSuccess: () => queries.invalidateQueries({ queryKey: collaboratorsKey(siteId) }),
  });
}
