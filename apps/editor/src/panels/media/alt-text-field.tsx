import { inlineTextCounter, LIMITS, limitInlineText } from "@ilha/core";
import { FieldError, Input, Label, Text, TextField } from "react-aria-components";
import dialog from "../../shell/dialog.module.css";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import styles from "./crop-dialog.module.css";

/**
 * An image's text alternative: required, at most core's `LIMITS.text.alt` characters (typing
 * beyond is cut, with the catalogue's warning), with spec §5's `length/max` counter. `error` is
 * the catalogue's message once an empty one was submitted.
 */
export function AltTextField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string, warning: string | undefined) => void;
}) {
  const max = LIMITS.text.alt;
  const counter = inlineTextCounter({ value, max });
  return (
    <TextField
      className={dialog.field}
      value={value}
      isRequired
      isInvalid={error !== undefined}
      validationBehavior="aria"
      onChange={(next) => {
        const limited = limitInlineText({ value: next, max });
        onChange(
          limited.value,
          limited.isOverLimit ? inlineTextCounter({ value: next, max }).warning : undefined,
        );
      }}
    >
      <Label className={dialog.label}>{T.mediaAlt}</Label>
      <Input className={dialog.input} />
      <Text slot="description" className={styles.hint}>
        {T.mediaAltHint}{" "}
        <span className={counter.isNearLimit ? styles.counterNear : styles.counter}>
          {counter.text}
        </span>
      </Text>
      <FieldError className={dialog.error}>{error}</FieldError>
    </TextField>
  );
}
