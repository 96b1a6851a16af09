import { mailtoHref } from "@ilha/core";
import { useState } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import type { InboxMessage } from "../../api/client.ts";
import buttons from "../../shell/buttons.module.css";
import dialog from "../../shell/dialog.module.css";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import { DeleteMessageDialog } from "./delete-message-dialog.tsx";
import styles from "./inbox.module.css";
import { receivedWhen } from "./message-text.ts";
import { useDeleteMessage, type useMarkRead } from "./use-inbox.ts";

/**
 * One message in full, open while `message` is given: its sender, address (a mail link that
 * writes to that address only, whatever it holds), date and text; marking it read or unread;
 * deleting it, asked first. Closing gives the focus back to the list.
 */
export function MessageDialog({
  siteId,
  message,
  markRead,
  announce,
  onClose,
}: {
  siteId: string;
  message: InboxMessage | undefined;
  /** The panel's: opening a message marks it read, and its failure shows here. */
  markRead: ReturnType<typeof useMarkRead>;
  announce: (message: string) => void;
  onClose: () => void;
}) {
  const [isAsking, setAsking] = useState(false);
  const remove = useDeleteMessage(siteId);
  const close = () => {
    setAsking(false);
    markRead.reset();
    remove.reset();
    onClose();
  };
  const toggleRead = (shown: InboxMessage) => {
    const isRead = shown.readAt === null;
    markRead.mutate(
      { messageId: shown.id, isRead },
      { onSuccess: () => announce(isRead ? T.inbox.markedRead : T.inbox.markedUnread) },
    );
  };
  const confirmDelete = (shown: InboxMessage) =>
    remove.mutate(shown.id, {
      onSuccess: () => {
        announce(T.inbox.deleted);
        close();
      },
    });
  return (
    <ModalOverlay
      className={dialog.overlay}
      isOpen={message !== undefined}
      isDismissable
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <Modal className={dialog.modal}>
        <Dialog className={dialog.dialog}>
          {message !== undefined && (
            <div className={dialog.form}>
              <Heading slot="title" className={dialog.title}>
                {message.name}
              </Heading>
              <p className={styles.meta}>
                <a href={mailtoHref(message.email)}>{message.email}</a>
                <time dateTime={message.createdAt}>
                  {T.inbox.receivedAt(receivedWhen(message.createdAt))}
                </time>
              </p>
              <p className={styles.body}>{message.message.trim() || T.inbox.noMessage}</p>
              {markRead.error !== null && (
                <p role="alert" className={dialog.error}>
                  {markRead.error.message}
                </p>
              )}
              <div className={styles.actions}>
                <Button
                  className={buttons.secondary}
                  isDisabled={markRead.isPending}
                  onPress={() => toggleRead(message)}
                >
                  {message.readAt === null ? T.inbox.markRead : T.inbox.markUnread}
                </Button>
                <Button
                  className={buttons.secondary}
                  onPress={() => {
                    remove.reset();
                    setAsking(true);
                  }}
                >
                  {T.inbox.delete}
                </Button>
                <Button className={buttons.primary} onPress={close}>
                  {T.close}
                </Button>
              </div>
              <DeleteMessageDialog
                isOpen={isAsking}
                senderName={message.name}
                isPending={remove.isPending}
                error={remove.error?.message}
                onConfirm={() => confirmDelete(message)}
                onCancel={() => setAsking(false)}
              />
            </div>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
