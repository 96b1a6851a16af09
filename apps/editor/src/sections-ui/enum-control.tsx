import type { EnumField } from "@ilha/core";
import { useId } from "react";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";
import { SettingLabel } from "./setting-label.tsx";
import type { Setting } from "./settings-fields.ts";
import styles from "./settings-panel.module.css";

/** One of core's options for the field, in a native select; a choice applies at once. */
export function EnumControl({
  setting,
  field,
  describedBy,
  onApply,
}: {
  setting: Setting;
  field: EnumField;
  describedBy: string | undefined;
  onApply: (value: string) => void;
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
        value={typeof setting.value === "string" ? setting.value : ""}
        aria-describedby={describedBy}
        aria-invalid={describedBy === undefined ? undefined : true}
        onChange={(event) => onApply(event.target.value)}
      >
        {field.options.map((option) => (
          <option key={option} value={option}>
            {T.settingsOption(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
