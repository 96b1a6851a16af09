import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { accountApi, type InboxMessage, inboxApi, type ListPage } from "../../api/client.ts";

type InboxPages = InfiniteData<ListPage<InboxMessage>, unknown>;

const inboxKey = (siteId: string) => ["inbox", siteId] as const;
const notificationKey = (siteId: string) => ["notification-email", siteId] as const;

/**
 * A site's contact messages, newest first, a page at a time: the panel's list and the unread
 * count read the same cache. Collaborators never ask for them.
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

function replaceMessage(queries: QueryClient, siteId: string, message: InboxMessage) {
  queries.setQueryData<InboxPages>(inboxKey(siteId), (data) =>
    data === undefined
      ? data
      : {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.id === message.id ? message : item)),
          })),
        },
  );
}

/** Marks a message read or unread; the list and the count show the server's answer. */
export function useMarkRead(siteId: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, isRead }: { messageId: string; isRead: boolean }) =>
      inboxApi.markRead({ siteId, messageId, isRead }),
    onSuccess: (message) => replaceMessage(queries, siteId, message),
  });
}

/** Deletes a message; the loaded pages are fetched again, as their offsets moved. */
export function useDeleteMessage(siteId: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => inboxApi.deleteMessage({ siteId, messageId }),
    onSuccess: (_nothing, messageId) => {
      queries.setQueryData<InboxPages>(inboxKey(siteId), (data) =>
        data === undefined
          ? data
          : {
              ...data,
              pages: data.pages.map((page) => ({
                items: page.items.filter((item) => item.id !== messageId),
                totalCount: page.totalCount - 1,
              })),
            },
      );
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
