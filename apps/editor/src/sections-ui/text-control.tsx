import { inlineTextCounter } from "@ilha/core";
import { Input, Label, Text, TextField } from "react-aria-components";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";
import { useDraft } from "../shell/use-draft.ts";
import { SettingLabel } from "./setting-label.tsx";
import { maxLengthOf, type Setting, type SettingField } from "./settings-fields.ts";
import styles from "./settings-panel.module.css";

type TypedField = Extract<SettingField, { kind: "value" | "embed" | "text" }>;

function hintOf(field: TypedField): string {
  if (field.kind === "value") return T.settingsValueHint(field.max);
  if (field.kind === "text") return T.settingsAltHint(field.max);
  return T.settingsEmbedHint;
}

/**
 * A typed value (a short value, an embed address, an image's text alternative in
 * the language in view), applied when confirmed (Enter,
 * leaving the field) so that typing it is one step of the history, not one per character. Its
 * counter is spec §5's (length/max, a warning colour under 5 left, the over-limit message past
 * the limit, where the value is refused rather than cut).
 */
export function TextControl({
  setting,
  field,
  describedBy,
  onApply,
}: {
  setting: Setting;
  field: TypedField;
  describedBy: string | undefined;
  onApply: (value: string) => void;
}) {
  const stored = typeof setting.value === "string" ? setting.value : "";
  const [draft, setDraft] = useDraft(stored);
  const counter = inlineTextCounter({ value: draft, max: maxLengthOf(field) });
  const counterClass = counter.isOverLimit
    ? styles.over
    : counter.isNearLimit
      ? styles.near
      : styles.counter;
  const confirm = () => onApply(draft.trim());
  return (
    <TextField
      className={styles.field}
      value={draft}
      isInvalid={describedBy !== undefined || counter.isOverLimit}
      validationBehavior="aria"
      aria-describedby={describedBy}
      onChange={setDraft}
      onBlur={confirm}
      onKeyDown={(event) => {
        if (event.key === "Enter") confirm();
      }}
    >
      <Label className={styles.label}>
        <SettingLabel setting={setting} />
      </Label>
      <Input className={styles.input} />
      <Text slot="description" className={styles.hint}>
        {hintOf(field)} <span className={counterClass}>{counter.text}</span>
      </Text>
      {counter.warning !== undefined && describedBy === undefined && (
        <Text slot="errorMessage" className={styles.error}>
          {counter.warning}
        </Text>
      )}
    </TextField>
  );
}
