import { inlineTextBlur, inlineTextCounter, limitInlineText } from "@ilha/core";
import { useId, useState } from "react";
import { Input, Label, Text, TextArea, TextField } from "react-aria-components";
import { useDraft } from "../../shell/use-draft.ts";
import styles from "./pages-panel.module.css";

/**
 * A text of the site typed in the panel, with spec §5's counter (`length/max`, a warning when
 * fewer than 5 characters are left) and rules: input beyond the limit is cut with the catalogue's
 * warning, a required text left empty goes back to its previous value with "This field is
 * required". It applies when confirmed (Enter in one line, leaving the field), so typing it is one
 * step of the history; `onCommit` answers the message of a refusal, if any.
 */
export function CountedTextField({
  label,
  value,
  max,
  isRequired = false,
  isMultiline = false,
  hint,
  onCommit,
}: {
  label: string;
  value: string;
  max: number;
  isRequired?: boolean;
  /** Shown on a few lines as it wraps; Enter still confirms it. */
  isMultiline?: boolean;
  hint?: string;
  onCommit: (value: string) => string | undefined;
}) {
  const [warning, setWarning] = useState<string | undefined>();
  const [draft, setDraft] = useDraft(value, () => setWarning(undefined));
  const warningId = useId();
  const counter = inlineTextCounter({ value: draft, max });
  const change = (next: string) => {
    const limited = limitInlineText({ value: next, max });
    setDraft(limited.value);
    setWarning(limited.isOverLimit ? inlineTextCounter({ value: next, max }).warning : undefined);
  };
  const commit = () => {
    const result = inlineTextBlur({ value: draft, previous: value, isRequired, max });
    setDraft(result.value);
    if (result.warning !== undefined) setWarning(result.warning);
    else if (result.reported !== undefined) setWarning(onCommit(result.reported));
  };
  return (
    <TextField
      className={styles.field}
      value={draft}
      isRequired={isRequired}
      isInvalid={warning !== undefined}
      validationBehavior="aria"
      aria-describedby={warning === undefined ? undefined : warningId}
      onChange={change}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key !== "Enter") {
          // Escape still reaches the panel, which closes.
          event.continuePropagation();
          return;
        }
        // Site texts of the panel are one line: a long one only wraps.
        event.preventDefault();
        commit();
      }}
    >
      <Label className={styles.label}>{label}</Label>
      {isMultiline ? (
        <TextArea className={styles.textarea} rows={3} />
      ) : (
        <Input className={styles.input} />
      )}
      <Text slot="description" className={styles.fieldFoot}>
        {hint !== undefined && <span className={styles.hint}>{hint}</span>}
        <span className={counter.isNearLimit ? styles.counterNear : styles.counter}>
          {counter.text}
        </span>
      </Text>
      {warning !== undefined && (
        <p id={warningId} role="alert" className={styles.error}>
          {warning}
        </p>
      )}
    </TextField>
  );
}
