import { useId, useRef } from "react";
import type { PendingInvite } from "../../api/client.ts";
import { ConfirmAction } from "../../shell/confirm-action.tsx";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import { inOwnersLocale } from "../publish/publishing-api.ts";
import styles from "./sharing.module.css";
import { usePendingInvites, useRevokeInvite } from "./use-sharing.ts";

/** The invitations nobody has accepted yet; each can be revoked, after a confirmation. */
export function InviteList({
  siteId,
  announce,
  onRevoked,
}: {
  siteId: string;
  announce: (message: string) => void;
  onRevoked: (inviteId: string) => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const invites = usePendingInvites(siteId);
  // The revoked invitation's row is gone with its button: the focus comes back to the heading.
  const revoked = (inviteId: string) => {
    onRevoked(inviteId);
    announce(T.sharing.revoked);
    requestAnimationFrame(() => heading.current?.focus());
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        {T.sharing.invitesTitle}
      </h3>
      {invites.isPending && <p role="status">{T.sharing.loadingInvites}</p>}
      {invites.error !== null && (
        <p role="alert" className={styles.error}>
          {invites.error.message}
        </p>
      )}
      {invites.data?.length === 0 && <p className={styles.hint}>{T.sharing.noInvites}</p>}
      {invites.data !== undefined && invites.data.length > 0 && (
        <ul className={styles.list}>
          {invites.data.map((invite) => (
            <InviteRow key={invite.id} siteId={siteId} invite={invite} onRevoked={revoked} />
          ))}
        </ul>
      )}
    </section>
  );
}

function InviteRow({
  siteId,
  invite,
  onRevoked,
}: {
  siteId: string;
  invite: PendingInvite;
  onRevoked: (inviteId: string) => void;
}) {
  const revoke = useRevokeInvite(siteId);
  const created = inOwnersLocale(invite.createdAt);
  return (
    <li className={styles.item}>
      <span className={styles.itemText}>
        <span>{T.sharing.inviteMade(created)}</span>
        <span className={styles.meta}>
          {T.sharing.inviteUntil(inOwnersLocale(invite.expiresAt))}
        </span>
      </span>
      <ConfirmAction
        label={T.sharing.revoke}
        accessibleLabel={T.sharing.revokeLabel(created)}
        title={T.sharing.revokeTitle}
        warning={T.sharing.revokeWarning}
        confirmLabel={T.sharing.revokeConfirm}
        isPending={revoke.isPending}
        error={revoke.error?.message}
        onOpen={revoke.reset}
        onConfirm={(close) =>
          revoke.mutate(invite.id, {
            onSuccess: () => {
              close();
              onRevoked(invite.id);
            },
          })
        }
      />
    </li>
  );
}
