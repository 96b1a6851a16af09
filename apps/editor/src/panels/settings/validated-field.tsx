import { useId, useState } from "react";
import { Input, Label, Text, TextField } from "react-aria-components";
import { useDraft } from "../../shell/use-draft.ts";
import styles from "./site-settings.module.css";

/** A rule of core's (a zod schema): its first issue's message is what the owner reads. */
export type CoreRule = {
  safeParse: (value: unknown) => {
    success: boolean;
    error?: { issues: readonly { message: string }[] } | undefined;
  };
};

/** Core's message for `value`, or `undefined` when the rule accepts it. */
export function problemOf(rule: CoreRule, value: unknown): string | undefined {
  const result = rule.safeParse(value);
  return result.success ? undefined : (result.error?.issues[0]?.message ?? "");
}

/**
 * A typed value (an address, an e-mail, an id) checked by core's rule. It applies when confirmed
 * (Enter, leaving the field) and only when valid: until then core's message stands beside the
 * field and the document keeps its last valid value. `toValue` turns the trimmed text into the
 * value stored (an empty id is left out, a number kept to its digits), which the field then
 * shows; `onApply` answers the message of a refusal, if any.
 */
export function ValidatedField({
  label,
  value,
  rule,
  hint,
  type = "text",
  toValue = (text) => text,
  onApply,
}: {
  label: string;
  value: string;
  rule: CoreRule;
  hint?: string;
  type?: "text" | "email" | "url";
  toValue?: (text: string) => unknown;
  onApply: (value: unknown) => string | undefined;
}) {
  const [message, setMessage] = useState<string | undefined>();
  const [draft, setDraft] = useDraft(value, () => setMessage(undefined));
  const messageId = useId();
  const change = (next: string) => {
    setDraft(next);
    // A shown message goes as soon as the text is valid again.
    if (message !== undefined && problemOf(rule, toValue(next.trim())) === undefined) {
      setMessage(undefined);
    }
  };
  const commit = () => {
    const value = toValue(draft.trim());
    const problem = problemOf(rule, value) ?? onApply(value);
    setMessage(problem);
    // The field shows what is stored, as `toValue` made it.
    if (problem === undefined && typeof value === "string") setDraft(value);
  };
  return (
    <TextField
      className={styles.field}
      value={draft}
      type={type}
      isInvalid={message !== undefined}
      validationBehavior="aria"
      aria-describedby={message === undefined ? undefined : messageId}
      onChange={change}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key !== "Enter") {
          // Escape still reaches the panel, which closes.
          event.continuePropagation();
          return;
        }
        commit();
      }}
    >
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} spellCheck={false} autoCapitalize="off" />
      {hint !== undefined && (
        <Text slot="description" className={styles.hint}>
          {hint}
        </Text>
      )}
      {message !== undefined && (
        <p id={messageId} role="alert" className={styles.error}>
          {message}
        </p>
      )}
    </TextField>
  );
}
