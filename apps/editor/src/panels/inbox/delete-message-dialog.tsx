import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import buttons from "../../shell/buttons.module.css";
import dialog from "../../shell/dialog.module.css";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";

/**
 * Asks before a message is deleted. Open while `isOpen`; Cancel, Escape or a click outside answer
 * no (`onCancel`); the delete button runs `onConfirm`, and the caller closes it when that
 * succeeds. `error` is the catalogue's message of a failed attempt.
 */
export function DeleteMessageDialog({
  isOpen,
  senderName,
  isPending,
  error,
  onConfirm,
  onCancel,
}: {
  isOpen: boolean;
  senderName: string;
  isPending: boolean;
  error: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ModalOverlay
      className={dialog.overlay}
      isOpen={isOpen}
      isDismissable={!isPending}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <Modal className={dialog.modal}>
        <Dialog className={dialog.dialog} role="alertdialog">
          <div className={dialog.form}>
            <Heading slot="title" className={dialog.title}>
              {T.inbox.deleteTitle(senderName)}
            </Heading>
            <p>{T.inbox.deleteWarning}</p>
            {error !== undefined && (
              <p role="alert" className={dialog.error}>
                {error}
              </p>
            )}
            <div className={dialog.actions}>
              <Button className={buttons.secondary} onPress={onCancel} autoFocus>
                {T.cancel}
              </Button>
              <Button className={buttons.danger} isDisabled={isPending} onPress={onConfirm}>
                {T.inbox.deleteConfirm}
              </Button>
            </div>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
