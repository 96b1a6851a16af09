import { useId } from "react";
import { SettingLabel } from "./setting-label.tsx";
import type { Setting } from "./settings-fields.ts";
import styles from "./settings-panel.module.css";

/**
 * A number that picks an item of a list (the highlighted plan), offered as the items by name in a
 * native select; a choice applies at once.
 */
export function ItemChoiceControl({
  setting,
  choices,
  describedBy,
  onApply,
}: {
  setting: Setting;
  choices: string[];
  describedBy: string | undefined;
  onApply: (value: number) => void;
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
        value={typeof setting.value === "number" ? String(setting.value) : ""}
        aria-describedby={describedBy}
        aria-invalid={describedBy === undefined ? undefined : true}
        onChange={(event) => onApply(Number(event.target.value))}
      >
        {choices.map((choice, index) => (
          <option key={choice} value={index}>
            {choice}
          </option>
        ))}
      </select>
    </div>
  );
}
