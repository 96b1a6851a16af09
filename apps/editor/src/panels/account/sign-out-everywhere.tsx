import { IlhaError } from "@ilha/core";
import { useId } from "react";
import { endSession } from "../../api/session.ts";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import { ConfirmAction } from "../../shell/confirm-action.tsx";
import styles from "./account.module.css";
import { useSignOutEverywhere } from "./use-account.ts";

const TEXT = T.accountPanel;

/**
 * Ends every session of the account, this one too (after a confirmation): the editor signs out,
 * and forgets everything it kept on this device (`endSession`).
 */
export function SignOutEverywhere() {
  const headingId = useId();
  const signOut = useSignOutEverywhere();
  const signedOut = endSession;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {TEXT.signOutTitle}
      </h3>
      <p className={styles.hint}>{TEXT.signOutHint}</p>
      <ConfirmAction
        label={TEXT.signOutEverywhere}
        title={TEXT.signOutEverywhereTitle}
        warning={TEXT.signOutEverywhereWarning}
        confirmLabel={TEXT.signOutEverywhereConfirm}
        isPending={signOut.isPending}
        error={signOut.error?.message}
        onOpen={signOut.reset}
        onConfirm={() =>
          signOut.mutate(undefined, {
            onSuccess: signedOut,
            // A session that had ended already is signed out as well.
            onError: (error) => {
              if (error instanceof IlhaError && error.status === 401) signedOut();
            },
          })
        }
      />
    </section>
  );
}
