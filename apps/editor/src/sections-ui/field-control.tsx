import { useId } from "react";
import type { EditorSession } from "../document/editor-session.ts";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";
import { BooleanControl } from "./boolean-control.tsx";
import { ChoiceControl } from "./choice-control.tsx";
import { IconControl } from "./icon-control.tsx";
import { NumberControl } from "./number-control.tsx";
import type { Setting } from "./settings-fields.ts";
import styles from "./settings-panel.module.css";
import { TextControl } from "./text-control.tsx";
import { useSettingEdit } from "./use-setting-edit.ts";

/** One setting's control, chosen by its field's kind, with the message of a refused value. */
export function FieldControl({
  session,
  sectionId,
  setting,
}: {
  session: EditorSession;
  sectionId: string;
  setting: Setting;
}) {
  const { error, apply } = useSettingEdit({ session, sectionId, setting });
  const errorId = useId();
  const describedBy = error === undefined ? undefined : errorId;
  const { field } = setting;
  const props = { setting, describedBy, onApply: apply };
  return (
    <div className={styles.setting} data-field={setting.path.join(".")}>
      {field.kind === "enum" && (
        <ChoiceControl
          setting={setting}
          describedBy={describedBy}
          choices={field.options.map((option) => ({
            value: option,
            label: T.settingsOption(option),
          }))}
          value={typeof setting.value === "string" ? setting.value : ""}
          onChoose={apply}
        />
      )}
      {field.kind === "number" &&
        (setting.choices === undefined ? (
          <NumberControl {...props} field={field} />
        ) : (
          <ChoiceControl
            setting={setting}
            describedBy={describedBy}
            choices={setting.choices.map((label, index) => ({ value: String(index), label }))}
            value={typeof setting.value === "number" ? String(setting.value) : ""}
            onChoose={(value) => apply(Number(value))}
          />
        ))}
      {field.kind === "boolean" && <BooleanControl {...props} />}
      {field.kind === "icon" && <IconControl {...props} />}
      {(field.kind === "value" || field.kind === "embed" || field.kind === "text") && (
        <TextControl {...props} field={field} />
      )}
      {error !== undefined && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
