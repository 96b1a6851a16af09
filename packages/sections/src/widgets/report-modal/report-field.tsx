import { LIMITS, type ReportFields, reportCounter } from "@ilha/core";
import styles from "./report-form.module.css";

/** Marks the field the dialog focuses first when it opens (the dialog's autofocus rule). */
function markAutofocus(element: HTMLElement | null): void {
  element?.setAttribute("autofocus", "");
}

/**
 * One field of the report form: its label, the input, the `length/255` counter (Name and
 * Comment; warning colour when fewer than 6 characters remain) and its error slot.
 */
export function ReportField({
  idPrefix,
  name,
  label,
  value,
  error,
  onEdit,
  isFirst = false,
}: {
  idPrefix: string;
  name: keyof ReportFields;
  label: string;
  value: string;
  error: string | undefined;
  onEdit: (value: string) => void;
  isFirst?: boolean;
}) {
  const id = `${idPrefix}-${name}`;
  const hasCounter = name !== "email";
  const counter = reportCounter(value);
  const describedBy = [`${id}-error`, hasCounter ? `${id}-counter` : ""].join(" ").trim();
  const common = {
    id,
    name,
    value,
    required: true,
    className: styles.input,
    "aria-describedby": describedBy,
    "aria-invalid": error === undefined ? undefined : true,
    ref: isFirst ? markAutofocus : undefined,
    onChange: (event: { currentTarget: { value: string } }) => onEdit(event.currentTarget.value),
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {name === "comment" ? (
        <textarea {...common} rows={4} />
      ) : (
        <input
          {...common}
          type={name === "email" ? "email" : "text"}
          autoComplete={name}
          maxLength={name === "email" ? LIMITS.text.email : undefined}
        />
      )}
      <div className={styles.below}>
        <p id={`${id}-error`} role="alert" className={styles.error} hidden={error === undefined}>
          {error}
        </p>
        {hasCounter && (
          <p
            id={`${id}-counter`}
            className={`${styles.counter} ${counter.isWarning ? styles.warning : ""}`}
            data-warning={counter.isWarning ? "" : undefined}
          >
            {counter.text}
          </p>
        )}
      </div>
    </div>
  );
}
