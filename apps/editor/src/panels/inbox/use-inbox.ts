import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { accountApi, type InboxMessage, type InboxPage, inboxApi } from "../../api/client.ts";

type InboxPages = InfiniteData<InboxPage, unknown>;

const inboxKey = (siteId: string) => ["inbox", siteId] as const;
const notificationKey = (siteId: string) => ["notification-email", siteId] as const;

/**
 * A site's contact messages, newest first, a page at a time: the panel's list and the unread
 * count read the same cache, so whatever refreshes one refreshes the other. Collaborators never
 * ask for them.
 */
export function inboxQuery(siteId: string, isShared: boolean) {
  return infiniteQueryOptions({
    queryKey: inboxKey(siteId),
    queryFn: ({ pageParam }) => inboxApi.messages(siteId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPage) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.totalCount ? lastPage + 1 : undefined;
    },
    enabled: !isShared,
  });
}

/** The loaded messages, newest first. */
export const messagesOf = (data: InboxPages | undefined): InboxMessage[] =>
  data?.pages.flatMap((page) => page.items) ?? [];

/** How many of the site's messages are unread, as the server counted them last. */
export const unreadCountOf = (data: InboxPages): number | undefined =>
  // Pages are fetched first to last, so the last one's count is the newest.
  data.pages.at(-1)?.unreadCount;

const unreadIn = (message: InboxMessage | undefined) =>
  message !== undefined && message.readAt === null ? 1 : 0;

/**
 * The loaded pages with `id`'s message replaced by `message` (or removed, without one), and the
 * counts moved by as much as the change: one fewer in all for a removal, one fewer or more unread.
 */
function withMessage({
  data,
  id,
  message,
}: {
  data: InboxPages;
  id: string;
  message: InboxMessage | undefined;
}): InboxPages {
  const before = messagesOf(data).find((item) => item.id === id);
  if (before === undefined) return data;
  const unreadChange = unreadIn(message) - unreadIn(before);
  const totalChange = message === undefined ? -1 : 0;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      items:
        message === undefined
          ? page.items.filter((item) => item.id !== id)
          : page.items.map((item) => (item.id === id ? message : item)),
      totalCount: Math.max(0, page.totalCount + totalChange),
      unreadCount: Math.max(0, page.unreadCount + unreadChange),
    })),
  };
}

function changeMessage(
  queries: QueryClient,
  siteId: string,
  change: { id: string; message: InboxMessage | undefined },
) {
  queries.setQueryData<InboxPages>(inboxKey(siteId), (data) =>
    data === undefined ? data : withMessage({ data, ...change }),
  );
}

/**
 * Marks a message read or unread; the list and the unread count show the server's answer at once.
 * A read of the list still under way is cancelled first, as it may have left the server before
 * the change and would bring the message's former state back.
 */
export function useMarkRead(siteId: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, isRead }: { messageId: string; isRead: boolean }) =>
      inboxApi.markRead({ siteId, messageId, isRead }),
    onSuccess: async (message) => {
      await queries.cancelQueries({ queryKey: inboxKey(siteId) });
      changeMessage(queries, siteId, { id: message.id, message });
    },
  });
}

/** Deletes a message; the loaded pages are fetched again, as their offsets moved. */
export function useDeleteMessage(siteId: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => inboxApi.deleteMessage({ siteId, messageId }),
    onSuccess: (_nothing, messageId) => {
      changeMessage(queries, siteId, { id: messageId, message: undefined });
      return queries.invalidateQueries({ queryKey: inboxKey(siteId) });
    },
  });
}

/** Whether the site's messages are also mailed to its owner, and to which address. */
export function useNotificationEmail(siteId: string, isShared: boolean) {
  return useQuery({
    queryKey: notificationKey(siteId),
    queryFn: () => accountApi.notificationEmail(siteId),
    enabled: !isShared,
  });
}

/** Mails the address's confirmation link; the answer is the address's state. */
export function useRequestConfirmation(siteId: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: () => accountApi.requestConfirmation(siteId),
    onSuccess: (notification) => queries.setQueryData(notificationKey(siteId), notification),
  });
}
