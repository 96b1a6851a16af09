import { getIn, parseHexColor } from "@ilha/core";
import { useEffect, useId, useRef } from "react";
import { Input, Label, Text, TextField } from "react-aria-components";
import type { EditorSession } from "../../document/editor-session.ts";
import { useStore } from "../../document/use-store.ts";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import { useDraft } from "../../shell/use-draft.ts";
import styles from "./theme-panel.module.css";
import { type ThemePath, useThemeEdit } from "./use-theme-edit.ts";

/** The colour picker's value while the field holds no colour (its swatch shows "none" instead). */
const NO_COLOR = "#000000";

/**
 * A palette colour: a hex field and a colour picker. A hex is applied (as core writes it,
 * `#rrggbb`) when confirmed with Enter or on leaving the field, and only when it is valid: until
 * then "Bad Hex" stands beside it and the document keeps its last valid colour. The picker
 * applies its colour when the owner has picked it (its `change` event).
 */
export function ColorControl({
  session,
  path,
  label,
  hint,
  isOptional = false,
  announce,
}: {
  session: EditorSession;
  path: ThemePath;
  label: string;
  hint: string;
  /** The colour may be left empty (the theme then uses another in its place). */
  isOptional?: boolean;
  announce: (message: string) => void;
}) {
  const value = useStore(session.document, (state) => getIn(state.site.theme, path));
  const stored = typeof value === "string" ? value : "";
  const [draft, setDraft] = useDraft(stored);
  const { problem, apply } = useThemeEdit({ session, path });
  const isEmpty = draft.trim() === "";
  const parsed = parseHexColor(draft);
  const badHex = parsed.ok || (isOptional && isEmpty) ? undefined : parsed.error;
  const message = badHex ?? problem;
  const messageId = useId();

  const commit = (input: string) => {
    if (isOptional && input.trim() === "") {
      apply(undefined);
      return;
    }
    const color = parseHexColor(input);
    if (!color.ok) {
      announce(color.error);
      return;
    }
    const current = parseHexColor(stored);
    if (current.ok && current.hex === color.hex) {
      setDraft(stored);
      return;
    }
    apply(color.hex);
  };
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const picker = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = picker.current;
    if (input === null) return;
    const onPicked = () => commitRef.current(input.value);
    input.addEventListener("change", onPicked);
    return () => input.removeEventListener("change", onPicked);
  }, []);

  const fallback = parseHexColor(stored);
  const pickerValue = parsed.ok ? parsed.hex : fallback.ok ? fallback.hex : undefined;
  /** An optional colour left empty: the swatch shows a struck-out "none", never black. */
  const isUnset = pickerValue === undefined;
  return (
    <div className={styles.color}>
      <TextField
        className={styles.field}
        value={draft}
        isInvalid={message !== undefined}
        validationBehavior="aria"
        aria-describedby={message === undefined ? undefined : messageId}
        onChange={setDraft}
        onBlur={() => commit(draft)}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit(draft);
        }}
      >
        <Label className={styles.label}>{label}</Label>
        <div className={styles.colorRow}>
          <input
            ref={picker}
            type="color"
            className={styles.swatch}
            data-unset={isUnset || undefined}
            aria-label={isUnset ? T.theme.pickUnsetColor(label) : T.theme.pickColor(label)}
            value={pickerValue ?? NO_COLOR}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Input
            className={styles.input}
            spellCheck={false}
            autoComplete="off"
            placeholder={isOptional ? T.theme.noColor : undefined}
          />
        </div>
        <Text slot="description" className={styles.hint}>
          {hint}
        </Text>
      </TextField>
      {message !== undefined && (
        <p id={messageId} className={styles.error}>
          {message}
        </p>
      )}
    </div>
  );
}
