import type { UseMutationResult } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { Button, Input, Label, Text, TextField } from "react-aria-components";
import type { Invitation } from "../../api/client.ts";
import { inviteLink } from "../../screens/invite-link.ts";
import buttons from "../../shell/buttons.module.css";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import { inOwnersLocale } from "../publish/publishing-api.ts";
import styles from "./sharing.module.css";

/**
 * Creates an invitation and shows its link (given this once) with a Copy button; the link's
 * field takes the focus, its text selected, when it appears.
 */
export function InviteCreator({
  create,
  announce,
}: {
  create: UseMutationResult<Invitation, Error, void>;
  announce: (message: string) => void;
}) {
  const [isCopyFailed, setIsCopyFailed] = useState(false);
  const headingId = useId();
  const field = useRef<HTMLInputElement>(null);
  const invitation = create.data;
  const link = invitation === undefined ? undefined : inviteLink(invitation.token);
  useEffect(() => {
    if (link === undefined) return;
    field.current?.focus();
    field.current?.select();
  }, [link]);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setIsCopyFailed(false);
      announce(T.sharing.linkCopied);
    } catch {
      setIsCopyFailed(true);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {T.sharing.inviteTitle}
      </h3>
      <p className={styles.hint}>{T.sharing.inviteHint}</p>
      <Button
        className={buttons.primary}
        isDisabled={create.isPending}
        onPress={() =>
          create.mutate(undefined, {
            onSuccess: () => {
              setIsCopyFailed(false);
              announce(T.sharing.inviteCreated);
            },
          })
        }
      >
        {create.isPending ? T.sharing.creatingInvite : T.sharing.createInvite}
      </Button>
      {create.error !== null && (
        <p role="alert" className={styles.error}>
          {create.error.message}
        </p>
      )}
      {invitation !== undefined && link !== undefined && (
        <>
          <TextField className={styles.field} value={link} isReadOnly>
            <Label className={styles.label}>{T.sharing.inviteLink}</Label>
            <Input ref={field} className={styles.input} />
            <Text slot="description" className={styles.hint}>
              {T.sharing.inviteLinkHint(inOwnersLocale(invitation.expiresAt))}
            </Text>
          </TextField>
          <Button className={buttons.secondary} onPress={() => void copy(link)}>
            {T.sharing.copyLink}
          </Button>
          {isCopyFailed && (
            <p role="alert" className={styles.error}>
              {T.sharing.copyFailed}
            </p>
          )}
        </>
      )}
    </section>
  );
}
