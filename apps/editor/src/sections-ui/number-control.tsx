import type { NumberField as NumberRule } from "@ilha/core";
import { Input, Label, NumberField, Text } from "react-aria-components";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";
import { SettingLabel } from "./setting-label.tsx";
import type { Setting } from "./settings-fields.ts";
import styles from "./settings-panel.module.css";

/**
 * Arrow keys move whole numbers, or hundredths within a range of one (a transparency). Other
 * fractions (coordinates) are not rounded to a step: a stored value shows and stays as it is.
 */
function stepOf(field: NumberRule): number | undefined {
  if (field.isInteger) return 1;
  return field.max - field.min <= 1 ? 0.01 : undefined;
}

/**
 * A number within the field's bounds, applied when typed and confirmed (Enter, leaving the
 * field) or stepped with the arrow keys; emptied, an optional number is left out.
 */
export function NumberControl({
  setting,
  field,
  describedBy,
  onApply,
}: {
  setting: Setting;
  field: NumberRule;
  describedBy: string | undefined;
  onApply: (value: number | undefined) => void;
}) {
  return (
    <NumberField
      className={styles.field}
      value={typeof setting.value === "number" ? setting.value : Number.NaN}
      minValue={field.min}
      maxValue={field.max}
      step={stepOf(field)}
      formatOptions={{
        useGrouping: false,
        maximumFractionDigits: field.isInteger ? 0 : 20,
      }}
      isInvalid={describedBy !== undefined}
      validationBehavior="aria"
      aria-describedby={describedBy}
      onChange={(value) => onApply(Number.isNaN(value) ? undefined : value)}
    >
      <Label className={styles.label}>
        <SettingLabel setting={setting} />
      </Label>
      <Input className={styles.input} />
      <Text slot="description" className={styles.hint}>
        {T.settingsRange(field.min, field.max)}
      </Text>
    </NumberField>
  );
}
