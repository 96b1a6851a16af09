import { ERRORS } from "../errors.ts";
import { LIMITS } from "../limits.ts";
import { isEmail } from "./email.ts";

export type ReportFields = { email: string; name: string; comment: string };
export type ReportErrors = Partial<Record<keyof ReportFields, string>>;

const { maxLength, warnBelowRemaining } = LIMITS.report;

/** Spec §5, checked on SEND: nothing is sent while any check fails. */
export function validateReportForm(fields: ReportFields): {
  isValid: boolean;
  errors: ReportErrors;
} {
  const errors: ReportErrors = {};
  const email = fields.email.trim();
  if (email === "") errors.email = ERRORS.requiredField.message;
  else if (!isEmail(email)) errors.email = ERRORS.incorrectEmail.message;
  for (const field of ["name", "comment"] as const) {
    const value = fields[field];
    if (value.trim() === "") errors[field] = ERRORS.requiredField.message;
    else if (value.length > maxLength) errors[field] = ERRORS.maxCharacters.message;
  }
  return { isValid: Object.keys(errors).length === 0, errors };
}

/** Typing beyond 255 characters is cut and shows the limit message. */
export function limitReportInput(value: string): { value: string; error?: string } {
  if (value.length <= maxLength) return { value };
  return { value: value.slice(0, maxLength), error: ERRORS.maxCharacters.message };
}

/** The counter under a report field: `length/255`, in warning colour when fewer than 6 remain. */
export function reportCounter(value: string): { text: string; isWarning: boolean } {
  return {
    text: `${value.length}/${maxLength}`,
    isWarning: maxLength - value.length < warnBelowRemaining,
  };
}
