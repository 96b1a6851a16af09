import { LIMITS } from "@ilha/core";
import { useState } from "react";
import { Input, Label, Text, TextField } from "react-aria-components";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";
import { SettingLabel } from "./setting-label.tsx";
import type { Setting, SettingField } from "./settings-fields.ts";
import styles from "./settings-panel.module.css";

type TypedField = Extract<SettingField, { kind: "value" | "icon" | "embed" | "text" }>;

function ruleOf(field: TypedField): { max: number; hint: string } {
  if (field.kind === "value") return { max: field.max, hint: T.settingsValueHint(field.max) };
  if (field.kind === "text") return { max: field.max, hint: T.settingsAltHint(field.max) };
  if (field.kind === "icon") return { max: LIMITS.text.icon, hint: T.settingsIconHint };
  return { max: LIMITS.text.url, hint: T.settingsEmbedHint };
}

/**
 * A typed value (a short value, an icon's name, an embed address, an image's text alternative in
 * the language in view), applied when confirmed (Enter,
 * leaving the field) so that typing it is one step of the history, not one per character.
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
  const [draft, setDraft] = useState(stored);
  const [shown, setShown] = useState(stored);
  if (shown !== stored) {
    // The document changed under the field (undo, a collaborator): it shows the new value.
    setShown(stored);
    setDraft(stored);
  }
  const rule = ruleOf(field);
  return (
    <TextField
      className={styles.field}
      value={draft}
      maxLength={rule.max}
      isInvalid={describedBy !== undefined}
      validationBehavior="aria"
      aria-describedby={describedBy}
      onChange={setDraft}
      onBlur={() => onApply(draft.trim())}
      onKeyDown={(event) => {
        if (event.key === "Enter") onApply(draft.trim());
      }}
    >
      <Label className={styles.label}>
        <SettingLabel setting={setting} />
      </Label>
      <Input className={styles.input} />
      <Text slot="description" className={styles.hint}>
        {rule.hint}
      </Text>
    </TextField>
  );
}
