import { useId } from "react";
import type { EditorSession } from "../document/editor-session.ts";
import { BooleanControl } from "./boolean-control.tsx";
import { EnumControl } from "./enum-control.tsx";
import { ItemChoiceControl } from "./item-choice-control.tsx";
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
      {field.kind === "enum" && <EnumControl {...props} field={field} />}
      {field.kind === "number" &&
        (setting.choices === undefined ? (
          <NumberControl {...props} field={field} />
        ) : (
          <ItemChoiceControl {...props} choices={setting.choices} />
        ))}
      {field.kind === "boolean" && <BooleanControl {...props} />}
      {(field.kind === "value" ||
        field.kind === "icon" ||
        field.kind === "embed" ||
        field.kind === "text") && <TextControl {...props} field={field} />}
      {error !== undefined && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
