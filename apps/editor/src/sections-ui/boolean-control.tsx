import { Switch } from "../shell/switch.tsx";
import { SettingLabel } from "./setting-label.tsx";
import type { Setting } from "./settings-fields.ts";

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
    <Switch isSelected={setting.value === true} aria-describedby={describedBy} onChange={onApply}>
      <SettingLabel setting={setting} />
    </Switch>
  );
}
