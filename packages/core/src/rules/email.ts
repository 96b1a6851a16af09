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
