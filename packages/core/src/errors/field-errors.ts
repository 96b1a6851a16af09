import type { ErrorBody } from "./error-body.ts";

/** A field or a text refused: empty, too long, not an address or colour (spec §5, §8). */
export const FIELD_ERRORS = {
  fieldEmpty: { status: 400, code: "field_empty", message: "This field cannot be empty" },
  invalidEmail: { status: 400, code: "invalid_email", message: "Please enter a valid email" },
  requiredField: { status: 400, code: "required_field", message: "Required field" },
  incorrectEmail: { status: 400, code: "incorrect_email", message: "Please put a correct e-mail" },
  /** A quoted local part with a character a `mailto:` link reads as headers (`hasMailtoSyntaxInQuotes`). */
  quotedEmailSyntax: {
    status: 400,
    code: "quoted_email_syntax",
    message: "Please enter an e-mail without ?, &, # or % inside quotes",
  },
  maxCharacters: {
    status: 400,
    code: "max_characters",
    message: "Your have exceeded the maximum character limit.",
  },
  fieldRequired: { status: 400, code: "field_required", message: "This field is required" },
  badHex: { status: 400, code: "bad_hex", message: "Bad Hex" },
  refreshPage: { status: 400, code: "refresh_page", message: "Please refresh page to load data" },
  failedToFetch: { status: 400, code: "failed_to_fetch", message: "Failed to fetch" },
  unsafeUrl: {
    status: 400,
    code: "unsafe_url",
    message: "Only http(s), mailto, tel, relative and hash links are allowed",
  },
  unsafeImageUrl: {
    status: 400,
    code: "unsafe_image_url",
    message: "Use an image's address: a path such as /images/share.webp, or an http(s) address",
  },
  invalidMapEmbed: {
    status: 400,
    code: "invalid_map_embed",
    message: "Only the maps service's embed addresses are allowed",
  },
} as const satisfies Record<string, ErrorBody>;
