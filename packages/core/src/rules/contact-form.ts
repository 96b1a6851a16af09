import { ERRORS } from "../errors.ts";
import { isEmail } from "./email.ts";

export type ContactFields = { name: string; email: string; message: string };
export type ContactField = keyof ContactFields;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Spec §5: one field's error, checked when the visitor leaves it and on submit. */
export function validateContactField(field: ContactField, value: string): string | undefined {
  const text = value.trim();
  if (field === "message") return undefined;
  if (text === "") return ERRORS.fieldEmpty.message;
  if (field === "email" && !isEmail(text)) return ERRORS.invalidEmail.message;
  return undefined;
}

/** Submit proceeds only with the name filled and the e-mail valid; the message is optional. */
export function validateContactForm(fields: ContactFields): {
  isValid: boolean;
  errors: ContactErrors;
} {
  const errors: ContactErrors = {};
  for (const field of ["name", "email", "message"] as const) {
    const error = validateContactField(field, fields[field]);
    if (error !== undefined) errors[field] = error;
  }
  return { isValid: Object.keys(errors).length === 0, errors };
}
