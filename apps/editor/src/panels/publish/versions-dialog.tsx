import { useState } from "react";
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components";
import buttons from "../../shell/buttons.module.css";
import dialog from "../../shell/dialog.module.css";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import { ConfirmPublishingDialog } from "./confirm-publishing-dialog.tsx";
import { LiveSiteLink } from "./live-site-link.tsx";
import styles from "./publish.module.css";
import { restoreVersion, type SiteCalls, unpublishSite } from "./publishing-api.ts";
import { VersionList } from "./version-list.tsx";
import { publishingErrorMessage, usePublishingAction, useVersions } from "./use-publishing.ts";

type Asking = { kind: "restore"; number: number } | { kind: "unpublish" };

/**
 * "Versions": the published versions, which is live, restoring one and unpublishing, each asked
 * first. A change done closes the dialog (focus back on its button) and is announced. Whether it
 * is open is its holder's (the command palette opens it too).
 */
export function VersionsDialog({
  siteId,
  isShared,
  liveUrl,
  announce,
  isOpen,
  onOpenChange: setOpen,
}: SiteCalls & {
  liveUrl: string;
  announce: (message: string) => void;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const calls = { siteId, isShared };
  const [asking, setAsking] = useState<Asking>();
  const versions = useVersions(calls);
  const restore = usePublishingAction(siteId, (number: number) =>
    restoreVersion({ ...calls, number }),
  );
  const unpublish = usePublishingAction(siteId, () => unpublishSite(calls));
  const action = asking?.kind === "unpublish" ? unpublish : restore;
  const isLive = versions.data?.some((version) => version.isLive) === true;
  const ask = (next: Asking | undefined) => {
    restore.reset();
    unpublish.reset();
    setAsking(next);
  };
  const confirm = async () => {
    try {
      if (asking?.kind === "restore") {
        await restore.mutateAsync(asking.number);
        announce(T.publishRestoredNow(asking.number));
      } else {
        await unpublish.mutateAsync();
        announce(T.publishUnpublishedNow);
      }
    } catch {
      return; // The confirmation shows the mutation's error.
    }
    setAsking(undefined);
    setOpen(false);
  };
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button className={buttons.secondary}>{T.publishVersions}</Button>
      <ModalOverlay className={dialog.overlay} isDismissable>
        <Modal className={dialog.modal}>
          <Dialog className={dialog.dialog}>
            {({ close }) => (
              <div className={dialog.form}>
                <Heading slot="title" className={dialog.title}>
                  {T.publishVersionsTitle}
                </Heading>
                {versions.isPending && <p role="status">{T.publishVersionsLoading}</p>}
                {versions.error !== null && (
                  <p role="alert" className={dialog.error}>
                    {publishingErrorMessage(versions.error)}
                  </p>
                )}
                {versions.data?.length === 0 && <p>{T.publishVersionsNone}</p>}
                {versions.data !== undefined && versions.data.length > 0 && (
                  <VersionList
                    versions={versions.data}
                    onRestore={(number) => ask({ kind: "restore", number })}
                  />
                )}
                <div className={styles.links}>
                  {isLive ? <LiveSiteLink liveUrl={liveUrl} /> : <span />}
                  <div className={dialog.actions}>
                    {isLive && (
                      <Button
                        className={buttons.secondary}
                        onPress={() => ask({ kind: "unpublish" })}
                      >
                        {T.publishUnpublish}
                      </Button>
                    )}
                    <Button className={buttons.primary} onPress={close}>
                      {T.close}
                    </Button>
                  </div>
                </div>
                <ConfirmPublishingDialog
                  isOpen={asking !== undefined}
                  title={
                    asking?.kind === "restore"
                      ? T.publishRestoreTitle(asking.number)
                      : T.publishUnpublishTitle
                  }
                  warning={
                    asking?.kind === "restore" ? T.publishRestoreWarning : T.publishUnpublishWarning
                  }
                  confirmLabel={
                    asking?.kind === "restore" ? T.publishRestoreConfirm : T.publishUnpublishConfirm
                  }
                  isDanger={asking?.kind === "unpublish"}
                  isPending={action.isPending}
                  error={action.error === null ? undefined : publishingErrorMessage(action.error)}
                  onConfirm={() => void confirm()}
                  onCancel={() => ask(undefined)}
                />
              </div>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
