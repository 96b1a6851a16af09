import { IlhaError } from "@ilha/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { sharingApi } from "../api/client.ts";
import { SITES } from "../api/use-sites.ts";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";
import styles from "./sign-in.module.css";

/**
 * Accepts the invitation of `token` for the signed-in person, once: on success their sites are
 * fetched again (the shared one among them) and `onDone` leaves for the dashboard; a refusal
 * (used, expired, revoked) shows the catalogue's message with a way to the dashboard.
 */
export function AcceptInvite({
  token,
  onDone,
  onSessionEnded,
}: {
  token: string;
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
  useEffect(() => {
    if (accepted.current === token) return;
    accepted.current = token;
    mutate(token);
  }, [token, mutate]);

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>{T.product}</p>
        <h1 className={styles.title}>{T.sharing.acceptTitle}</h1>
        {accept.isError ? (
          <>
            <p role="alert" className={styles.error}>
              {accept.error.message || T.sharing.acceptFailed}
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
