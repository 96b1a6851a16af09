import { ERRORS } from "../errors.ts";

export type HexColorResult = { ok: true; hex: string } | { ok: false; error: string };

/** Spec §5: a hex colour has 3 or 6 digits (a leading `#` is optional); anything else is "Bad Hex". */
export function parseHexColor(input: string): HexColorResult {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(input.trim());
  const digits = match?.[1];
  if (digits === undefined) return { ok: false, error: ERRORS.badHex.message };
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join("") : digits;
  return { ok: true, hex: `#${full.toLowerCase()}` };
}
