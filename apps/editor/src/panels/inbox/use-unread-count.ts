import { useInfiniteQuery } from "@tanstack/react-query";
import { inboxQuery, messagesOf } from "./use-inbox.ts";

/**
 * How many of the site's loaded messages are unread (`undefined` until they are loaded, and
 * for collaborators, who never ask). It shares the inbox panel's cache, so marking a message
 * read there counts at once.
 */
export function useUnreadCount(siteId: string, isShared: boolean): number | undefined {
  const count = useInfiniteQuery({
    ...inboxQuery(siteId, isShared),
    select: (data) => messagesOf(data).filter((message) => message.readAt === null).length,
  });
  return isShared ? undefined : count.data;
}
