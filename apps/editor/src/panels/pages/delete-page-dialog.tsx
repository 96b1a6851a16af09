import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useState } from "react";
import buttons from "../../shell/buttons.module.css";
import dialog from "../../shell/dialog.module.css";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";

/**
 * "Delete page" asks first: the page goes in every language. `onDelete` answers the message of
 * a refusal, shown in the dialog, or `undefined` once it is deleted (the dialog closes).
 */
export function DeletePageDialog({
  name,
  onDelete,
}: {
  name: string;
  onDelete: () => string | undefined;
}) {
  const [error, setError] = useState<string | undefined>();
  return (
    <DialogTrigger onOpenChange={() => setError(undefined)}>
      <Button className={buttons.secondary}>{T.pages.deletePage}</Button>
      <ModalOverlay className={dialog.overlay} isDismissable>
        <Modal className={dialog.modal}>
          <Dialog className={dialog.dialog} role="alertdialog">
            {({ close }) => (
              <div className={dialog.form}>
                <Heading slot="title" className={dialog.title}>
                  {T.pages.deleteTitle(name)}
                </Heading>
                <p>{T.pages.deleteWarning}</p>
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
                    onPress={() => {
                      const refusal = onDelete();
                      if (refusal === undefined) close();
                      else setError(refusal);
                    }}
                  >
                    {T.pages.deleteConfirm}
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
