import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components";
import buttons from "./buttons.module.css";
import dialog from "./dialog.module.css";
import { EDITOR_TEXT as T } from "./ui-text.ts";

/**
 * A button that asks before it acts (delete a page, remove a language or a collaborator, revoke,
 * sign out everywhere). Cancel, Escape or a
 * click outside answer no; the confirm button calls `onConfirm` with the dialog's `close`, for the
 * caller to close it once the action has succeeded. `error` is the catalogue's message of a
 * failed attempt, shown in the dialog.
 */
export function ConfirmAction({
  label,
  accessibleLabel,
  title,
  warning,
  confirmLabel,
  isPending = false,
  error,
  isQuiet = false,
  onOpen,
  onConfirm,
}: {
  label: string;
  /** The trigger's name when its visible label alone is ambiguous ("Remove ana@…"). */
  accessibleLabel?: string;
  title: string;
  warning: string;
  confirmLabel: string;
  isPending?: boolean;
  error?: string | undefined;
  /** The trigger drawn as a quiet button (among other small actions). */
  isQuiet?: boolean;
  /** Called each time the dialog opens (to forget an earlier attempt's error). */
  onOpen?: () => void;
  onConfirm: (close: () => void) => void;
}) {
  return (
    <DialogTrigger
      onOpenChange={(isOpen) => {
        if (isOpen) onOpen?.();
      }}
    >
      <Button className={isQuiet ? buttons.quiet : buttons.secondary} aria-label={accessibleLabel}>
        {label}
      </Button>
      <ModalOverlay className={dialog.overlay} isDismissable={!isPending}>
        <Modal className={dialog.modal}>
          <Dialog className={dialog.dialog} role="alertdialog">
            {({ close }) => (
              <div className={dialog.form}>
                <Heading slot="title" className={dialog.title}>
                  {title}
                </Heading>
                <p>{warning}</p>
                {error !== undefined && (
                  <p role="alert" className={dialog.error}>
                    {error}
                  </p>
                )}
                <div className={dialog.actions}>
                  <Button className={buttons.secondary} onPress={close} autoFocus>
                    {T.cancel}
                  </Button>
                  <Button
                    className={buttons.danger}
                    isDisabled={isPending}
                    onPress={() => onConfirm(close)}
                  >
                    {confirmLabel}
                  </Button>
                </div>
              </div>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
