import { ERRORS, IlhaError } from "@ilha/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { sharingApi } from "../api/client.ts";
import { SITES } from "../api/use-sites.ts";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";
import type { InviteInAddress } from "./invite-link.ts";
import styles from "./sign-in.module.css";

/**
 * Accepts the invitation of the address for the signed-in person, once: on success their sites
 * are fetched again (the shared one among them) and `onDone` leaves for the dashboard; a refusal
 * (used, expired, revoked) or a link whose token cannot be read shows the catalogue's message
 * with a way to the dashboard.
 */
export function AcceptInvite({
  invite,
  onDone,
  onSessionEnded,
}: {
  invite: InviteInAddress;
  onDone: () => void;
  onSessionEnded: () => void;
}) {
  const queries = useQueryClient();
  const accept = useMutation({
    mutationFn: sharingApi.acceptInvite,
    onSuccess: async () => {
      await queries.invalidateQueries({ queryKey: SITES });
      onDone();
    },
    onError: (error) => {
      if (error instanceof IlhaError && error.status === 401) onSessionEnded();
    },
  });
  // One acceptance per token: the link works once, and React may run an effect twice.
  const accepted = useRef<string | undefined>(undefined);
  const { mutate } = accept;
  const token = invite.kind === "token" ? invite.token : undefined;
  useEffect(() => {
    if (token === undefined || accepted.current === token) return;
    accepted.current = token;
    mutate(token);
  }, [token, mutate]);
  const failure =
    invite.kind === "unreadable"
      ? ERRORS.inviteUnreadable.message
      : accept.isError
        ? accept.error.message || T.sharing.acceptFailed
        : undefined;

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>{T.product}</p>
        <h1 className={styles.title}>{T.sharing.acceptTitle}</h1>
        {failure !== undefined ? (
          <>
            <p role="alert" className={styles.error}>
              {failure}
            </p>
            <p>
              <a
                href="/"
                onClick={(event) => {
                  event.preventDefault();
                  onDone();
                }}
              >
                {T.sharing.toYourSites}
              </a>
            </p>
          </>
        ) : (
          <p role="status">{T.sharing.accepting}</p>
        )}
      </div>
    </main>
  );
}
