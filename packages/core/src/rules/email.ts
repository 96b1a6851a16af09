import { LIMITS } from "../limits.ts";

/**
 * The usual e-mail shape: a dotted local part (or a quoted one) at a domain with a top-level
 * label of two letters or more, or at an IP literal such as `user@[192.168.0.1]`.
 */
const EMAIL =
  /^(?:[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*|"[^"\\\r\n]+")@(?:\[(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)\]|(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63})$/;

export function isEmail(input: string): boolean {
  return input.length <= LIMITS.text.email && EMAIL.test(input);
}

/** A quoted local part, `"…"@`. */
const QUOTED_LOCAL_PART = /^"([^"]*)"@/;
/** What a `mailto:` link reads as its headers (`?`, `&`), its fragment (`#`) or an escape (`%`). */
const MAILTO_SYNTAX = /[?&#%]/;

/**
 * Whether an address quotes, in its local part, a character a `mailto:` link reads as mail
 * headers, a fragment or an escape (`"a?bcc=x@evil.test"@x.io`). The form endpoints refuse such
 * an address from a visitor (`quotedEmailSyntax` of the error catalogue).
 */
export function hasMailtoSyntaxInQuotes(email: string): boolean {
  const quoted = QUOTED_LOCAL_PART.exec(email.trim())?.[1];
  return quoted !== undefined && MAILTO_SYNTAX.test(quoted);
}

/**
 * A `mailto:` link that opens a draft to exactly `email` and nothing else: every character a
 * link reads as headers, a fragment or an escape is percent-encoded (`@` and an IP literal's
 * brackets stay readable).
 */
export function mailtoHref(email: string): string {
  const encoded = encodeURIComponent(email);
  return `mailto:${encoded.replaceAll("%40", "@").replaceAll("%5B", "[").replaceAll("%5D", "]")}`;
}
