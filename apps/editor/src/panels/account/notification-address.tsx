import { useId } from "react";
import { Button } from "react-aria-components";
import type { EditorSession } from "../../document/editor-session.ts";
import buttons from "../../shell/buttons.module.css";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import styles from "./account.module.css";
import { useNotificationEmail, useRequestConfirmation } from "./use-account.ts";

const TEXT = T.accountPanel;

/**
 * The owner's view of where the site's messages go: the address, whether it is confirmed (and
 * why messages are not mailed), and, while unconfirmed, sending the confirmation e-mail again.
 */
export function NotificationAddress({
  siteId,
  session,
  announce,
}: {
  siteId: string;
  session: EditorSession;
  announce: (message: string) => void;
}) {
  const headingId = useId();
  const address = useNotificationEmail({ siteId, session });
  const resend = useRequestConfirmation(siteId);
  const state = address.data;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {TEXT.addressTitle}
      </h3>
      {address.isPending && <p role="status">{TEXT.loadingAddress}</p>}
      {address.error !== null && (
        <p role="alert" className={styles.error}>
          {address.error.message}
        </p>
      )}
      {state !== undefined && (
        <>
          {state.email !== "" && (
            <p className={styles.address}>
              {TEXT.addressLabel} {state.email}
            </p>
          )}
          <p className={styles.state} data-status={state.status}>
            {TEXT.addressStates[state.status]}
          </p>
          {state.status === "unconfirmed" && (
            <Button
              className={buttons.secondary}
              isDisabled={resend.isPending}
              onPress={() =>
                resend.mutate(undefined, {
                  onSuccess: (answer) =>
                    announce(
                      answer.isConfirmed
                        ? TEXT.alreadyConfirmed
                        : TEXT.confirmationSent(answer.email),
                    ),
                })
              }
            >
              {resend.isPending ? TEXT.resendingConfirmation : TEXT.resendConfirmation}
            </Button>
          )}
          {resend.error !== null && (
            <p role="alert" className={styles.error}>
              {resend.error.message}
            </p>
          )}
          {resend.isSuccess && !resend.data.isConfirmed && (
            <p className={styles.success}>{TEXT.confirmationSent(resend.data.email)}</p>
          )}
        </>
      )}
    </section>
  );
}
