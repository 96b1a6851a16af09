import { GridList, GridListItem } from "react-aria-components";
import type { InboxMessage } from "../../api/client.ts";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import styles from "./inbox.module.css";
import { firstWords, receivedWhen } from "./message-text.ts";

/**
 * The messages, newest first: each one's sender, address, date and first words, unread ones
 * marked by a bar, a dot and bold type, and said "Unread" to screen readers. A name too long for
 * its line ends in an ellipsis and shows whole on hover (and in the row's accessible name).
 * Arrows move through them; Enter or a click opens one (`onOpen`).
 */
export function MessageList({
  messages,
  onOpen,
}: {
  messages: InboxMessage[];
  onOpen: (message: InboxMessage) => void;
}) {
  return (
    <GridList
      aria-label={T.inbox.list}
      className={styles.list}
      items={messages}
      onAction={(key) => {
        const message = messages.find((item) => item.id === key);
        if (message !== undefined) onOpen(message);
      }}
      renderEmptyState={() => <p className={styles.empty}>{T.inbox.empty}</p>}
    >
      {(message) => {
        const isUnread = message.readAt === null;
        return (
          <GridListItem
            className={isUnread ? `${styles.item} ${styles.unread}` : styles.item}
            textValue={message.name}
          >
            <span className={styles.sender}>
              {isUnread && (
                <>
                  <span className={styles.dot} aria-hidden="true" />
                  <span className={styles.visuallyHidden}>{`${T.inbox.unread}: `}</span>
                </>
              )}
              <span className={styles.senderName} title={message.name}>
                {message.name}
              </span>
            </span>
            <time className={styles.date} dateTime={message.createdAt}>
              {receivedWhen(message.createdAt)}
            </time>
            <span className={styles.email}>{message.email}</span>
            <span className={styles.preview}>{firstWords(message.message)}</span>
          </GridListItem>
        );
      }}
    </GridList>
  );
}
