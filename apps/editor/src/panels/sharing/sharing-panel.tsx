import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import type { SitePanelProps } from "../site-panels.tsx";
import { CollaboratorList } from "./collaborator-list.tsx";
import { InviteCreator } from "./invite-creator.tsx";
import { InviteList } from "./invite-list.tsx";
import styles from "./sharing.module.css";
import { useCreateInvite } from "./use-sharing.ts";

/**
 * Who edits the site with its owner (the owner's alone): invite by link, the collaborators and
 * the pending invitations, remove or revoke.
 */
export function SharingPanel({ siteId, announce }: SitePanelProps) {
  const create = useCreateInvite(siteId);
  return (
    <div className={styles.panel}>
      <p className={styles.rights}>{T.sharing.rights}</p>
      <InviteCreator create={create} announce={announce} />
      <CollaboratorList siteId={siteId} announce={announce} />
      <InviteList
        siteId={siteId}
        announce={announce}
        onRevoked={(inviteId) => {
          // A revoked link no longer works: it is not left on screen to be copied.
          if (create.data?.id === inviteId) create.reset();
        }}
      />
    </div>
  );
}
