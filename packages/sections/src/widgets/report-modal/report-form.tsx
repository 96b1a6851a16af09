import {
  limitReportInput,
  type ReportErrors,
  type ReportFields,
  UI_TEXT,
  validateReportForm,
} from "@ilha/core";
import { type FormEvent, useId, useRef, useState } from "react";
import { useRenderMode } from "../../render-mode.tsx";
import { ReportField } from "./report-field.tsx";
import styles from "./report-form.module.css";
import { type ReportOutcome, sendReport } from "./send-report.ts";

const FIELDS = ["email", "name", "comment"] as const;
const text = UI_TEXT.report;

/**
 * The report form (spec §2, §5): E-mail, Name and Comment, the note, Cancel and SEND. Name and
 * Comment are cut at 255 characters with the limit message; editing a field clears its error.
 * SEND validates (nothing is sent on failure), posts once and reports how it ended.
 */
export function ReportForm({
  onCancel,
  onFinished,
}: {
  onCancel: () => void;
  onFinished: (outcome: ReportOutcome) => void;
}) {
  const { apiPath, site } = useRenderMode();
  const idPrefix = useId();
  const [fields, setFields] = useState<ReportFields>({ email: "", name: "", comment: "" });
  const [errors, setErrors] = useState<ReportErrors>({});
  const [isSending, setIsSending] = useState(false);
  const isSendingRef = useRef(false);

  const edit = (field: keyof ReportFields, input: string) => {
    const { value, error } = field === "email" ? { value: input } : limitReportInput(input);
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const next = { ...current };
      if (error === undefined) delete next[field];
      else next[field] = error;
      return next;
    });
  };

  const onSend = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSendingRef.current) return;
    const result = validateReportForm(fields);
    setErrors(result.errors);
    const firstInvalid = FIELDS.find((field) => result.errors[field] !== undefined);
    if (firstInvalid !== undefined) {
      const input = event.currentTarget.elements.namedItem(firstInvalid);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    isSendingRef.current = true;
    setIsSending(true);
    void sendReport({ apiPath, siteId: site.siteId, siteHash: site.siteHash, fields }).then(
      onFinished,
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSend}>
      {FIELDS.map((field) => (
        <ReportField
          key={field}
          idPrefix={idPrefix}
          name={field}
          label={text[field]}
          value={fields[field]}
          error={errors[field]}
          onEdit={(value) => edit(field, value)}
          isFirst={field === "email"}
        />
      ))}
      <p className={styles.note}>{text.note}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.cancel} onClick={onCancel}>
          {text.cancel}
        </button>
        <button type="submit" className={styles.send} aria-disabled={isSending ? true : undefined}>
          {text.send}
        </button>
      </div>
    </form>
  );
}
