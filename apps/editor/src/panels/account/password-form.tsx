import { ERRORS, IlhaError } from "@ilha/core";
import { type FormEvent, useId, useMemo, useState } from "react";
import { Button, FieldError, Form, Input, Label, Text, TextField } from "react-aria-components";
import buttons from "../../shell/buttons.module.css";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import styles from "./account.module.css";
import { useChangePassword } from "./use-account.ts";

const TEXT = T.accountPanel;

/** The catalogue's refusals that belong to one field, shown beneath it; the rest above the button. */
function fieldErrorsOf(error: Error | null): Record<string, string> {
  if (!(error instanceof IlhaError)) return {};
  if (error.code === ERRORS.wrongCurrentPassword.code) return { currentPassword: error.message };
  if (error.code === ERRORS.weakPassword.code || error.code === ERRORS.commonPassword.code) {
    return { newPassword: error.message };
  }
  return {};
}

/** Changing the password: the current one and the new one; other sessions end, this one stays. */
export function PasswordForm({ announce }: { announce: (message: string) => void }) {
  const headingId = useId();
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const change = useChangePassword();
  // A new object only for a new refusal: the form forgets a field's refusal once it is edited.
  const fieldErrors = useMemo(() => fieldErrorsOf(change.error), [change.error]);
  const isFieldError = Object.keys(fieldErrors).length > 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword("");
          setNewPassword("");
          announce(TEXT.passwordChanged);
        },
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {TEXT.passwordTitle}
      </h3>
      <Form className={styles.form} validationErrors={fieldErrors} onSubmit={submit}>
        <TextField
          className={styles.field}
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          isRequired
          value={currentPassword}
          onChange={setCurrentPassword}
        >
          <Label className={styles.label}>{TEXT.currentPassword}</Label>
          <Input className={styles.input} />
          <FieldError className={styles.fieldError} />
        </TextField>
        <TextField
          className={styles.field}
          type="password"
          name="newPassword"
          autoComplete="new-password"
          isRequired
          value={newPassword}
          onChange={setNewPassword}
        >
          <Label className={styles.label}>{TEXT.newPassword}</Label>
          <Input className={styles.input} />
          <Text slot="description" className={styles.hint}>
            {TEXT.newPasswordHint}
          </Text>
          <FieldError className={styles.fieldError} />
        </TextField>
        {change.error !== null && !isFieldError && (
          <p role="alert" className={styles.error}>
            {change.error.message}
          </p>
        )}
        {change.isSuccess && <p className={styles.success}>{TEXT.passwordChanged}</p>}
        <Button type="submit" className={buttons.primary} isDisabled={change.isPending}>
          {change.isPending ? TEXT.changingPassword : TEXT.changePassword}
        </Button>
      </Form>
    </section>
  );
}
