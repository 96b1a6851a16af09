import { Button } from "react-aria-components";
import type { NotificationEmail } from "../../api/client.ts";
import buttons from "../../shell/buttons.module.css";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import styles from "./inbox.module.css";
import { useNotificationEmail, useRequestConfirmation } from "./use-inbox.ts";

function noticeText({ status, email }: NotificationEmail): string {
  switch (status) {
    case "unconfirmed":
      return T.inbox.notice.unconfirmed(email);
    case "confirmed":
      return T.inbox.notice.confirmed(email);
    case "mail_off":
      return T.inbox.notice.mailOff;
    case "no_address":
      return T.inbox.notice.noAddress;
  }
}

/**
 * Whether the site's messages are also e-mailed to the owner. An address not confirmed yet gets
 * nothing mailed: the notice says so, and can mail its confirmation link.
 */
export function NotificationNotice({ siteId }: { siteId: string }) {
  const notification = useNotificationEmail(siteId, false);
  const confirmation = useRequestConfirmation(siteId);
  if (notification.error !== null) {
    return (
      <p role="alert" className={styles.error}>
        {notification.error.message}
      </p>
    );
  }
  if (notification.data === undefined) return null;
  const { status, email } = notification.data;
  return (
    <div className={styles.notice} data-status={status}>
      <p className={styles.noticeText}>{noticeText(notification.data)}</p>
      {status === "unconfirmed" && (
        <Button
          className={buttons.secondary}
          isDisabled={confirmation.isPending}
          onPress={() => confirmation.mutate()}
        >
          {T.inbox.sendConfirmation}
        </Button>
      )}
      <div role="status">
        {confirmation.data?.status === "unconfirmed" && (
          <p className={styles.noticeText}>{T.inbox.confirmationSent(email)}</p>
        )}
      </div>
      {confirmation.error !== null && (
        <p role="alert" className={styles.error}>
          {confirmation.error.message}
        </p>
      )}
    </div>
  );
}
