import { type FormEvent, useState } from "react";
import { Button, FieldError, Form, Input, Label, Text, TextField } from "react-aria-components";
import { api } from "../api/client.ts";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";
import styles from "./sign-in.module.css";

/**
 * Sign in, or create an account and then sign in with the same e-mail and password (sign-up
 * answers alike whether or not the address has an account, so an address that has one with
 * another password gets sign-in's usual refusal); a refusal shows the catalogue's message.
 * `notice` says why (an invitation waiting to be accepted).
 */
export function SignIn({
  onSignedIn,
  notice,
}: {
  onSignedIn: (token: string) => void;
  notice?: string | undefined;
}) {
  const [isSignUp, setIsSignUp] = useState(false);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const [isBusy, setIsBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsBusy(true);
    setError(undefined);
    try {
      const address = email.trim();
      if (isSignUp) await api.signUp(address, password);
      const { token } = await api.signIn(address, password);
      onSignedIn(token);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : T.somethingWrong);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>{T.product}</p>
        <h1 className={styles.title}>{isSignUp ? T.signUpTitle : T.signInTitle}</h1>
        {notice !== undefined && <p className={styles.notice}>{notice}</p>}
        <Form className={styles.form} onSubmit={(event) => void submit(event)}>
          <TextField
            className={styles.field}
            type="email"
            name="email"
            autoComplete="email"
            isRequired
            value={email}
            onChange={setEmail}
          >
            <Label className={styles.label}>{T.email}</Label>
            <Input className={styles.input} />
            <FieldError className={styles.fieldError} />
          </TextField>
          <TextField
            className={styles.field}
            type="password"
            name="password"
            autoComplete={isSignUp ? "new-password" : "current-password"}
            isRequired
            value={password}
            onChange={setPassword}
          >
            <Label className={styles.label}>{T.password}</Label>
            <Input className={styles.input} />
            {isSignUp && (
              <Text slot="description" className={styles.hint}>
                {T.passwordHint}
              </Text>
            )}
            <FieldError className={styles.fieldError} />
          </TextField>
          {error !== undefined && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <Button type="submit" className={styles.primary} isDisabled={isBusy}>
            {isBusy ? (isSignUp ? T.signingUp : T.signingIn) : isSignUp ? T.signUp : T.signIn}
          </Button>
        </Form>
        <Button
          className={styles.switch}
          onPress={() => {
            setIsSignUp((value) => !value);
            setError(undefined);
          }}
        >
          {isSignUp ? T.toSignIn : T.toSignUp}
        </Button>
      </div>
    </main>
  );
}
