import { useInfiniteQuery } from "@tanstack/react-query";
import { inboxQuery, unreadCountOf } from "./use-inbox.ts";

/** How often the unread count, and with it the inbox's list, is asked for again: 60 s. */
export const UNREAD_POLL_MS = 60_000;

/**
 * How many of the site's messages are unread, all of them, as the server counts them
 * (`undefined` until it has answered, and for collaborators, who never ask). It reads the inbox
 * panel's cache, so marking a message read there counts at once; and it asks the server again
 * every `UNREAD_POLL_MS` while the page is visible and when the owner comes back to it, which
 * brings new messages into the panel's list too. The top bar's badge is the only poller: one
 * timer per site, whether the panel is open or not.
 */
export function useUnreadCount(siteId: string, isShared: boolean): number | undefined {
  const count = useInfiniteQuery({
    ...inboxQuery(siteId, isShared),
    select: unreadCountOf,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
  return isShared ? undefined : count.data;
}
