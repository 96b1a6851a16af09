import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "react-aria-components";
import type { InboxMessage } from "../../api/client.ts";
import buttons from "../../shell/buttons.module.css";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import type { SitePanelProps } from "../site-panels.tsx";
import { ExportCsvButton } from "./export-csv-button.tsx";
import styles from "./inbox.module.css";
import { MessageDialog } from "./message-dialog.tsx";
import { MessageList } from "./message-list.tsx";
import { NotificationNotice } from "./notification-notice.tsx";
import { inboxQuery, messagesOf, useMarkRead } from "./use-inbox.ts";

/**
 * The site's contact messages, the owner's alone: newest first, opened to be read in full (which
 * marks them read), marked read or unread, deleted, exported as CSV; and whether they are also
 * e-mailed. A collaborator is told it is the owner's, and nothing is asked of the server.
 */
export function InboxPanel({ siteId, isShared, announce }: SitePanelProps) {
  if (isShared) return <p className={styles.empty}>{T.inbox.ownerOnly}</p>;
  return <OwnersInbox siteId={siteId} announce={announce} />;
}

function OwnersInbox({
  siteId,
  announce,
}: {
  siteId: string;
  announce: (message: string) => void;
}) {
  const inbox = useInfiniteQuery(inboxQuery(siteId, false));
  const markRead = useMarkRead(siteId);
  const [openId, setOpenId] = useState<string>();
  const messages = messagesOf(inbox.data);
  const open = (message: InboxMessage) => {
    setOpenId(message.id);
    if (message.readAt === null) markRead.mutate({ messageId: message.id, isRead: true });
  };
  return (
    <div className={styles.panel}>
      <NotificationNotice siteId={siteId} />
      {inbox.isPending && <p role="status">{T.inbox.loading}</p>}
      {inbox.error !== null && (
        <p role="alert" className={styles.error}>
          {inbox.error.message}
        </p>
      )}
      {inbox.isSuccess && (
        <>
          {messages.length > 0 && <ExportCsvButton siteId={siteId} announce={announce} />}
          <MessageList messages={messages} onOpen={open} />
        </>
      )}
      {inbox.hasNextPage && (
        <Button
          className={buttons.secondary}
          isDisabled={inbox.isFetchingNextPage}
          onPress={() => inbox.fetchNextPage()}
        >
          {inbox.isFetchingNextPage ? T.inbox.loadingOlder : T.inbox.showOlder}
        </Button>
      )}
      <MessageDialog
        siteId={siteId}
        message={messages.find((message) => message.id === openId)}
        markRead={markRead}
        announce={announce}
        onClose={() => setOpenId(undefined)}
      />
    </div>
  );
}
