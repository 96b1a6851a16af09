import { EDITOR_TEXT as T } from "../shell/ui-text.ts";
import type { Setting } from "./settings-fields.ts";
import styles from "./settings-panel.module.css";

/**
 * A field's label as shown under its list item's title ("Plan name alignment"); its name also
 * says which item it belongs to ("Plan 2 · Plan name alignment").
 */
export function SettingLabel({ setting }: { setting: Setting }) {
  const scope = T.settingsInScope(setting.scope);
  return (
    <>
      {scope !== "" && <span className={styles.hidden}>{scope}</span>}
      {setting.field.label}
    </>
  );
}
