import { useId, useRef } from "react";
import type { Collaborator } from "../../api/client.ts";
import { ConfirmAction } from "../../shell/confirm-action.tsx";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import { inOwnersLocale } from "../publish/publishing-api.ts";
import styles from "./sharing.module.css";
import { useCollaborators, useRemoveCollaborator } from "./use-sharing.ts";

/** Who edits the site with its owner; each can be removed, after a confirmation. */
export function CollaboratorList({
  siteId,
  announce,
}: {
  siteId: string;
  announce: (message: string) => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const collaborators = useCollaborators(siteId);
  // The removed person's row is gone with its button: the focus comes back to the list's heading.
  const removed = (email: string) => {
    announce(T.sharing.removed(email));
    requestAnimationFrame(() => heading.current?.focus());
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        {T.sharing.collaboratorsTitle}
      </h3>
      {collaborators.isPending && <p role="status">{T.sharing.loadingCollaborators}</p>}
      {collaborators.error !== null && (
        <p role="alert" className={styles.error}>
          {collaborators.error.message}
        </p>
      )}
      {collaborators.data?.length === 0 && (
        <p className={styles.hint}>{T.sharing.noCollaborators}</p>
      )}
      {collaborators.data !== undefined && collaborators.data.length > 0 && (
        <ul className={styles.list}>
          {collaborators.data.map((collaborator) => (
            <CollaboratorRow
              key={collaborator.id}
              siteId={siteId}
              collaborator={collaborator}
              onRemoved={removed}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function CollaboratorRow({
  siteId,
  collaborator,
  onRemoved,
}: {
  siteId: string;
  collaborator: Collaborator;
  onRemoved: (email: string) => void;
}) {
  const remove = useRemoveCollaborator(siteId);
  const { email } = collaborator;
  return (
    <li className={styles.item}>
      <span className={styles.itemText}>
        <span>{email}</span>
        <span className={styles.meta}>
          {T.sharing.collaboratorSince(inOwnersLocale(collaborator.since))}
        </span>
      </span>
      <ConfirmAction
        label={T.sharing.remove}
        accessibleLabel={T.sharing.removeLabel(email)}
        title={T.sharing.removeTitle(email)}
        warning={T.sharing.removeWarning}
        confirmLabel={T.sharing.removeConfirm}
        isPending={remove.isPending}
        error={remove.error?.message}
        onOpen={remove.reset}
        onConfirm={(close) =>
          remove.mutate(collaborator.id, {
            onSuccess: () => {
              close();
              onRemoved(email);
            },
          })
        }
      />
    </li>
  );
}
