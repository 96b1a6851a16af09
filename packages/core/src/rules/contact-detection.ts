import { isEmail } from "./email.ts";

const INTERNATIONAL_PHONE = /^\+\d[\d\s().-]*\d$/;
const US_PHONE = /^(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;
const PHONE_DIGITS = { min: 7, max: 15 };

function digitCount(text: string): number {
  return text.replace(/\D/g, "").length;
}

/** A phone number written internationally (`+351 291 000 000`) or US-style (`(555) 123-4567`). */
export function isPhoneNumber(text: string): boolean {
  const value = text.trim();
  if (US_PHONE.test(value)) return true;
  const digits = digitCount(value);
  return (
    INTERNATIONAL_PHONE.test(value) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max
  );
}

/**
 * Spec §5: an icon-feature paragraph that looks like an e-mail or a phone number renders as a
 * `mailto:` or `tel:` link; anything else is plain text (`undefined`).
 */
export function contactHref(text: string): string | undefined {
  const value = text.trim();
  if (isEmail(value)) return `mailto:${value}`;
  if (isPhoneNumber(value)) {
    const digits = value.replace(/\D/g, "");
    return `tel:${value.startsWith("+") ? "+" : ""}${digits}`;
  }
  return undefined;
}
