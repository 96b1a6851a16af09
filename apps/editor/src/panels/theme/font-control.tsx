import { getIn, theme } from "@ilha/core";
import { useId, useState } from "react";
import { Input, Label, Text, TextField } from "react-aria-components";
import type { EditorSession } from "../../document/editor-session.ts";
import { useStore } from "../../document/use-store.ts";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import { useDraft } from "../../shell/use-draft.ts";
import styles from "./theme-panel.module.css";
import { useThemeEdit } from "./use-theme-edit.ts";

type FontKey = "primaryFont" | "secondaryFont";

/**
 * A font family's name, applied when confirmed (Enter, leaving the field) and only when core's
 * theme schema accepts it; otherwise its message stands beside the field.
 */
export function FontControl({
  session,
  fontKey,
  label,
}: {
  session: EditorSession;
  fontKey: FontKey;
  label: string;
}) {
  const value = useStore(session.document, (state) => getIn(state.site.theme, [fontKey]));
  const stored = typeof value === "string" ? value : "";
  const [invalid, setInvalid] = useState<string | undefined>();
  const [draft, setDraft] = useDraft(stored, () => setInvalid(undefined));
  const { problem, apply } = useThemeEdit({ session, path: [fontKey] });
  const message = invalid ?? problem;
  const messageId = useId();
  const commit = () => {
    const result = theme.shape[fontKey].safeParse(draft.trim());
    setInvalid(result.success ? undefined : result.error.issues[0]?.message);
    if (result.success) apply(result.data);
  };
  return (
    <TextField
      className={styles.field}
      value={draft}
      isInvalid={message !== undefined}
      validationBehavior="aria"
      aria-describedby={message === undefined ? undefined : messageId}
      onChange={setDraft}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === "Enter") commit();
      }}
    >
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} spellCheck={false} />
      <Text slot="description" className={styles.hint}>
        {T.theme.fontHint}
      </Text>
      {message !== undefined && (
        <p id={messageId} role="alert" className={styles.error}>
          {message}
        </p>
      )}
    </TextField>
  );
}
