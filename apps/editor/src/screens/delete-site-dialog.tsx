import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components";
import { api, type SiteSummary } from "../api/client.ts";
import { useSiteMutation } from "../api/use-sites.ts";
import buttons from "../shell/buttons.module.css";
import dialog from "../shell/dialog.module.css";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";

/** Deleting a site asks first: it removes the site, its pages and its images for good. */
export function DeleteSiteDialog({ site }: { site: SiteSummary }) {
  const remove = useSiteMutation((id: string) => api.deleteSite(id));
  return (
    <DialogTrigger onOpenChange={() => remove.reset()}>
      <Button className={buttons.secondary} aria-label={`${T.deleteSite} ${site.name}`}>
        {T.deleteSite}
      </Button>
      <ModalOverlay className={dialog.overlay} isDismissable>
        <Modal className={dialog.modal}>
          <Dialog className={dialog.dialog} role="alertdialog">
            {({ close }) => (
              <div className={dialog.form}>
                <Heading slot="title" className={dialog.title}>
                  {T.deleteTitle(site.name)}
                </Heading>
                <p>{T.deleteWarning}</p>
                {remove.error !== null && (
                  <p role="alert" className={dialog.error}>
                    {remove.error.message}
                  </p>
                )}
                <div className={dialog.actions}>
                  <Button className={buttons.secondary} onPress={close} autoFocus>
                    {T.cancel}
                  </Button>
                  <Button
                    className={buttons.danger}
                    isDisabled={remove.isPending}
                    onPress={() => remove.mutate(site.id, { onSuccess: close })}
                  >
                    {T.deleteConfirm}
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
