import { ERRORS } from "../errors.ts";
import { LIMITS } from "../limits.ts";
import { UI_TEXT } from "../ui-text.ts";

const { defaultMax, nearLimitBelowRemaining } = LIMITS.inlineText;

export type InlineTextCounter = {
  text: string;
  remaining: number;
  isNearLimit: boolean;
  isOverLimit: boolean;
  warning?: string;
};

/** The counter shown while an inline text is focused: `length/max`, near- and over-limit flags. */
export function inlineTextCounter({
  value,
  max = defaultMax,
}: {
  value: string;
  max?: number;
}): InlineTextCounter {
  const remaining = max - value.length;
  const isOverLimit = remaining < 0;
  return {
    text: `${value.length}/${max}`,
    remaining,
    isNearLimit: !isOverLimit && remaining < nearLimitBelowRemaining,
    isOverLimit,
    ...(isOverLimit ? { warning: ERRORS.maxCharacters.message } : {}),
  };
}

/** Input beyond the limit is cut to it; `isOverLimit` says the over-limit warning should show. */
export function limitInlineText({ value, max = defaultMax }: { value: string; max?: number }): {
  value: string;
  isOverLimit: boolean;
} {
  if (value.length <= max) return { value, isOverLimit: false };
  return { value: value.slice(0, max), isOverLimit: true };
}

export type InlineTextBlur = {
  /** The text the field shows after blur. */
  value: string;
  /** Present when the change is reported to the document (an empty string included). */
  reported?: string;
  warning?: string;
  placeholder?: string;
};

/**
 * Spec §4/§5 on blur: a required field left empty is restored to its previous value with
 * "This field is required"; an optional empty field shows "Your text" and reports an empty
 * value; any other changed value is reported.
 */
export function inlineTextBlur({
  value,
  previous,
  isRequired = false,
  max = defaultMax,
}: {
  value: string;
  previous: string;
  isRequired?: boolean;
  max?: number;
}): InlineTextBlur {
  const text = limitInlineText({ value, max }).value;
  if (text.trim() === "") {
    if (isRequired) return { value: previous, warning: ERRORS.fieldRequired.message };
    return { value: "", reported: "", placeholder: UI_TEXT.inlineTextPlaceholder };
  }
  return text === previous ? { value: text } : { value: text, reported: text };
}
