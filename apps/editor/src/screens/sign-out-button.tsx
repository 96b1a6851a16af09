import { useState } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { siteTransport } from "../api/site-documents.ts";
import { keptSites } from "../api/use-sites.ts";
import { sendKeptEdits, sessionsClosed } from "../document/editor-session.ts";
import { sitesWithUnsentEdits } from "../document/outbox.ts";
import buttons from "../shell/buttons.module.css";
import dialog from "../shell/dialog.module.css";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";
import styles from "./sign-out-button.module.css";

/** "“Café Aurora” and “Frota”": the sites of `siteIds` by the names of the list last read. */
function siteNames(siteIds: readonly string[]): string {
  const sites = keptSites();
  const names = siteIds.map((id) => `“${sites.find((site) => site.id === id)?.name ?? id}”`);
  return new Intl.ListFormat("en", { type: "conjunction" }).format(names);
}

/**
 * Signs out (`onSignOut`, which forgets everything the editor kept on this device). When edits
 * kept here are not on the server yet, it asks first: send them, then sign out (when every one
 * was sent), or discard them and sign out; Cancel, Escape or a click outside stay signed in.
 */
export function SignOutButton({ onSignOut }: { onSignOut: () => void }) {
  const [unsent, setUnsent] = useState<string[]>();
  const [isSending, setSending] = useState(false);
  const [isNotSent, setNotSent] = useState(false);
  const ask = async () => {
    // A site just left may still be sending what it had: what is unsent is known after.
    await sessionsClosed();
    const sites = await sitesWithUnsentEdits();
    if (sites.length === 0) onSignOut();
    else {
      setNotSent(false);
      setUnsent(sites);
    }
  };
  const send = async (siteIds: readonly string[]) => {
    setSending(true);
    const roles = new Map(keptSites().map((site) => [site.id, site.role]));
    const left = await sendKeptEdits({
      siteIds,
      transportOf: (siteId) => siteTransport(siteId, roles.get(siteId) === "collaborator"),
    });
    setSending(false);
    if (left.length === 0) onSignOut();
    else {
      setUnsent(left);
      setNotSent(true);
    }
  };
  return (
    <>
      <Button className={buttons.secondary} onPress={() => void ask()}>
        {T.signOut}
      </Button>
      <ModalOverlay
        className={dialog.overlay}
        isOpen={unsent !== undefined}
        onOpenChange={(isOpen) => {
          if (!isOpen) setUnsent(undefined);
        }}
        isDismissable={!isSending}
      >
        <Modal className={`${dialog.modal} ${styles.modal}`}>
          <Dialog className={dialog.dialog} role="alertdialog">
            {({ close }) => (
              <div className={dialog.form}>
                <Heading slot="title" className={dialog.title}>
                  {T.unsentTitle}
                </Heading>
                <p>{T.unsentWarning(siteNames(unsent ?? []))}</p>
                {isNotSent && (
                  <p role="alert" className={dialog.error}>
                    {T.unsentNotSent}
                  </p>
                )}
                <div className={`${dialog.actions} ${styles.actions}`}>
                  <Button className={buttons.secondary} onPress={close} autoFocus>
                    {T.cancel}
                  </Button>
                  <Button
                    className={buttons.danger}
                    isDisabled={isSending}
                    onPress={() => {
                      close();
                      onSignOut();
                    }}
                  >
                    {T.unsentDiscard}
                  </Button>
                  <Button
                    className={buttons.primary}
                    isPending={isSending}
                    onPress={() => void send(unsent ?? [])}
                  >
                    {isSending ? T.unsentSending : T.unsentSend}
                  </Button>
                </div>
              </div>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
