import {
  ERRORS,
  findUnstorableText,
  hasMailtoSyntaxInQuotes,
  IlhaError,
  ilhaError,
} from "@ilha/core";
import type { z } from "zod";

/**
 * Parses a form body with core's schema (the spec §5 rules). A failure is a 400 whose message is
 * the first field's own message (the one a visitor would see), with every field in `details`. A
 * text PostgreSQL cannot store (a NUL, a lone surrogate) is the 400 `unstorableText`, checked
 * first: the form endpoints check their own text (`checksOwnText`), so such a post is counted
 * against the rate limit like any bad post.
 */
export function parseForm<T>(schema: z.ZodType<T>, body: unknown): T {
  const unstorable = findUnstorableText(body);
  if (unstorable !== undefined) {
    throw ilhaError("unstorableText", [
      { path: unstorable === "" ? "body" : unstorable, message: "Remove this character" },
    ]);
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw formError(parsed.error);
}

/** The 400 of a form body that broke the spec §5 rules (see `parseForm`). */
export function formError(error: z.ZodError): IlhaError {
  const details = error.issues.map((issue) => ({
    path: issue.path.join("."),
    message: issue.message,
  }));
  const message = details[0]?.message ?? ERRORS.invalidRequest.message;
  return new IlhaError({ ...ERRORS.invalidRequest, message }, details);
}

/**
 * A visitor's address the owner will answer from the inbox: one whose quoted local part holds a
 * character a `mailto:` link reads as mail headers (`?`, `&`, `#`, `%`) is the 400
 * `quotedEmailSyntax`, with the field in `details` as `formError` gives it.
 */
export function checkReplyAddress(email: string): void {
  if (!hasMailtoSyntaxInQuotes(email)) return;
  const { message } = ERRORS.quotedEmailSyntax;
  throw new IlhaError(ERRORS.quotedEmailSyntax, [{ path: "email", message }]);
}
