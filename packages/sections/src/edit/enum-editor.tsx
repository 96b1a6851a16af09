import type { EnumEditorProps } from "../edit-kit-contract.ts";
import styles from "./enum-editor.module.css";
import { useFieldRule } from "./field-rule.ts";
import { useEditOperations } from "./use-edit-operations.ts";

/** An option as the owner reads it: "center" → "Center". */
const optionLabel = (option: string) => option.charAt(0).toUpperCase() + option.slice(1);

/**
 * A field of a few options (an alignment, a button's kind) chosen beside what it shapes: a
 * native select named by core's label for the field, its options core's; a choice is one
 * operation for every language.
 */
export function EnumEditor({ field, value, of }: EnumEditorProps) {
  const rule = useFieldRule(field);
  const edit = useEditOperations();
  if (rule.field?.kind !== "enum") return null;
  return (
    <select
      className={styles.select}
      aria-label={of === undefined ? rule.label : `${rule.label} of ${of}`}
      value={value}
      data-field={field.join(".")}
      onChange={(event) => edit.setField(field, event.target.value)}
    >
      {rule.field.options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </select>
  );
}
