import type { ErrorBody } from "./error-body.ts";

/** A request the server cannot read: its body, its size, its form, its address. */
export const REQUEST_ERRORS = {
  invalidDocument: {
    status: 400,
    code: "invalid_document",
    message: "The site document is invalid",
  },
  invalidJson: { status: 400, code: "invalid_json", message: "The request body is not valid JSON" },
  unstorableText: {
    status: 400,
    code: "unstorable_text",
    message: "The text holds a character that cannot be stored (a NUL or a broken character)",
  },
  notFound: { status: 404, code: "not_found", message: "Not found" },
  invalidRequest: {
    status: 400,
    code: "invalid_request",
    message: "Some fields are missing or invalid",
  },
  bodyTooLarge: { status: 413, code: "body_too_large", message: "The request is too large" },
  unsupportedMediaType: {
    status: 415,
    code: "unsupported_media_type",
    message: "Send the request as JSON",
  },
  tokenInQuery: {
    status: 400,
    code: "token_in_query",
    message: "Send the token in the Authorization header, never in the address",
  },
  multipartRequired: {
    status: 415,
    code: "multipart_required",
    message: "Send the image as multipart/form-data",
  },
} as const satisfies Record<string, ErrorBody>;
