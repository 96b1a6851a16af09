import { ERRORS } from "@ilha/core";
import { useState } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import buttons from "../../shell/buttons.module.css";
import dialog from "../../shell/dialog.module.css";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import styles from "./media-panel.module.css";

/**
 * "Delete image" for the selected upload. It first asks `usage` where the site uses it: while
 * anything does, it is refused with the catalogue's message and those places; otherwise a
 * confirmation asks, and `onConfirm` gets the dialog's `close` for when it is gone. `error` is
 * the message of a refused attempt (the server's own check, e.g. on a document changed since).
 */
export function DeleteMediaDialog({
  isDisabled,
  usage,
  isPending,
  error,
  onOpen,
  onConfirm,
}: {
  isDisabled: boolean;
  usage: () => string[];
  isPending: boolean;
  error: string | undefined;
  onOpen: () => void;
  onConfirm: (close: () => void) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [places, setPlaces] = useState<string[]>([]);
  const close = () => setIsOpen(false);
  return (
    <>
      <Button
        className={buttons.secondary}
        isDisabled={isDisabled}
        onPress={() => {
          const used = usage();
          setPlaces(used);
          if (used.length > 0) return;
          onOpen();
          setIsOpen(true);
        }}
      >
        {T.mediaDelete}
      </Button>
      {places.length > 0 && (
        <div role="alert" className={styles.refusal}>
          <p className={dialog.error}>{ERRORS.mediaInUse.message}</p>
          <p className={styles.usedOn}>{T.mediaUsedOnHeading}</p>
          <ul className={styles.places}>
            {places.map((place) => (
              <li key={place}>{place}</li>
            ))}
          </ul>
        </div>
      )}
      <ModalOverlay
        className={dialog.overlay}
        isOpen={isOpen}
        isDismissable={!isPending}
        onOpenChange={setIsOpen}
      >
        <Modal className={dialog.modal}>
          <Dialog className={dialog.dialog} role="alertdialog">
            <div className={dialog.form}>
              <Heading slot="title" className={dialog.title}>
                {T.mediaDeleteTitle}
              </Heading>
              <p>{T.mediaDeleteWarning}</p>
              {error !== undefined && (
                <p role="alert" className={dialog.error}>
                  {error}
                </p>
              )}
              <div className={dialog.actions}>
                <Button className={buttons.secondary} onPress={close} autoFocus>
                  {T.mediaCancel}
                </Button>
                <Button
                  className={buttons.danger}
                  isDisabled={isPending}
                  onPress={() => onConfirm(close)}
                >
                  {T.mediaDeleteConfirm}
                </Button>
              </div>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
