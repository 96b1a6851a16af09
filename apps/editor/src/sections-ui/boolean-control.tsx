import { Switch } from "react-aria-components";
import { SettingLabel } from "./setting-label.tsx";
import type { Setting } from "./settings-fields.ts";
import styles from "./settings-panel.module.css";

/** A switch named by the field's label; turning it applies at once. */
export function BooleanControl({
  setting,
  describedBy,
  onApply,
}: {
  setting: Setting;
  describedBy: string | undefined;
  onApply: (value: boolean) => void;
}) {
  return (
    <Switch
      className={styles.switch}
      isSelected={setting.value === true}
      aria-describedby={describedBy}
      onChange={onApply}
    >
      <span className={styles.track} aria-hidden="true" />
      <span>
        <SettingLabel setting={setting} />
      </span>
    </Switch>
  );
}
