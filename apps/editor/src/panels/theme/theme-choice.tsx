import { getIn } from "@ilha/core";
import { useId } from "react";
import { Label, Radio, RadioGroup } from "react-aria-components";
import type { EditorSession } from "../../document/editor-session.ts";
import { useStore } from "../../document/use-store.ts";
import styles from "./theme-panel.module.css";
import { type ThemePath, useThemeEdit } from "./use-theme-edit.ts";

/** One of core's options for a theme field, as radio buttons; a choice applies at once. */
export function ThemeChoice<Option extends string>({
  session,
  path,
  label,
  options,
  labelOf,
}: {
  session: EditorSession;
  path: ThemePath;
  label: string;
  /** Core's option list (a zod enum's `.options`). */
  options: readonly Option[];
  labelOf: (option: Option) => string;
}) {
  const value = useStore(session.document, (state) => getIn(state.site.theme, path));
  const { problem, apply } = useThemeEdit({ session, path });
  const problemId = useId();
  return (
    <RadioGroup
      className={styles.choice}
      value={typeof value === "string" ? value : null}
      onChange={apply}
      aria-describedby={problem === undefined ? undefined : problemId}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.options}>
        {options.map((option) => (
          <Radio key={option} value={option} className={styles.radio}>
            {labelOf(option)}
          </Radio>
        ))}
      </div>
      {problem !== undefined && (
        <p id={problemId} role="alert" className={styles.error}>
          {problem}
        </p>
      )}
    </RadioGroup>
  );
}
