import { useId } from "react";
import { SettingLabel } from "./setting-label.tsx";
import type { Setting } from "./settings-fields.ts";
import styles from "./settings-panel.module.css";

/** One option of a choice: what is stored, and what the owner reads. */
export type Choice = { value: string; label: string };

/**
 * One of a field's options (core's options of an enum, the items a number picks) in a native
 * select; a choice applies at once.
 */
export function ChoiceControl({
  setting,
  choices,
  value,
  describedBy,
  onChoose,
}: {
  setting: Setting;
  choices: Choice[];
  value: string;
  describedBy: string | undefined;
  onChoose: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        <SettingLabel setting={setting} />
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        aria-describedby={describedBy}
        aria-invalid={describedBy === undefined ? undefined : true}
        onChange={(event) => onChoose(event.target.value)}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
