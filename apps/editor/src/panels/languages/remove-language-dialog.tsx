import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components";
import buttons from "../../shell/buttons.module.css";
import dialog from "../../shell/dialog.module.css";
import { EDITOR_TEXT } from "../../shell/ui-text.ts";

const T = EDITOR_TEXT.languages;

/** Removing a language asks first: its texts go with it. */
export function RemoveLanguageDialog({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <DialogTrigger>
      <Button className={buttons.quiet} aria-label={T.remove(name)}>
        {T.removeShort}
      </Button>
      <ModalOverlay className={dialog.overlay} isDismissable>
        <Modal className={dialog.modal}>
          <Dialog className={dialog.dialog} role="alertdialog">
            {({ close }) => (
              <div className={dialog.form}>
                <Heading slot="title" className={dialog.title}>
                  {T.removeTitle(name)}
                </Heading>
                <p>{T.removeWarning}</p>
                <div className={dialog.actions}>
                  <Button className={buttons.secondary} onPress={close} autoFocus>
                    {T.cancel}
                  </Button>
                  <Button
                    className={buttons.danger}
                    onPress={() => {
                      onRemove();
                      close();
                    }}
                  >
                    {T.removeConfirm}
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
