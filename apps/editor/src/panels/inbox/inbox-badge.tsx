import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import styles from "./inbox.module.css";
import { useUnreadCount } from "./use-unread-count.ts";

/**
 * How many of the site's messages are unread, all of them as the server counts them, as a small
 * count ("3"), read by screen readers as "3 unread messages" after the name of the button it sits
 * in ("Inbox 3 unread messages"; the space keeps them apart whatever the styles). It stays current
 * on its own (`useUnreadCount`). Nothing for collaborators, or when every message is read.
 */
export function InboxBadge({ siteId, isShared }: { siteId: string; isShared: boolean }) {
  const count = useUnreadCount(siteId, isShared);
  if (count === undefined || count === 0) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{count}</span>
      <span className={styles.visuallyHidden}>{` ${T.inbox.unreadCount(count)}`}</span>
    </span>
  );
}
