/**
 * The error catalogue (spec §8): stable codes, HTTP statuses and the exact messages.
 * Every error Ilha shows or sends comes from here, in the JSON shape `{ status, message, code }`.
 */
export const ERRORS = {
  fieldEmpty: { status: 400, code: "field_empty", message: "This field cannot be empty" },
  invalidEmail: { status: 400, code: "invalid_email", message: "Please enter a valid email" },
  requiredField: { status: 400, code: "required_field", message: "Required field" },
  incorrectEmail: { status: 400, code: "incorrect_email", message: "Please put a correct e-mail" },
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
  unauthorized: { status: 401, code: "unauthorized", message: "Sign in to continue" },
  wrongCredentials: {
    status: 401,
    code: "wrong_credentials",
    message: "The e-mail or the password is wrong",
  },
  emailTaken: { status: 409, code: "email_taken", message: "This e-mail already has an account" },
  weakPassword: {
    status: 400,
    code: "weak_password",
    message: "Use a password of 10 to 200 characters",
  },
  commonPassword: {
    status: 400,
    code: "common_password",
    message: "This password is too common. Choose one that is harder to guess",
  },
  wrongCurrentPassword: {
    status: 403,
    code: "wrong_current_password",
    message: "Your current password is wrong",
  },
  tooManyAttempts: {
    status: 429,
    code: "too_many_attempts",
    message: "Too many attempts. Please try again later",
  },
  preconditionRequired: {
    status: 428,
    code: "precondition_required",
    message: "Send If-Match with the version you edited",
  },
  versionConflict: {
    status: 412,
    code: "version_conflict",
    message: "The site changed since you loaded it",
  },
  ownerOnly: { status: 403, code: "owner_only", message: "Only the site's owner can do this" },
  inviteUsed: {
    status: 410,
    code: "invite_used",
    message: "This invitation has already been used",
  },
  inviteExpired: {
    status: 410,
    code: "invite_expired",
    message: "This invitation has expired. Ask the site's owner for a new one",
  },
  inviteRevoked: {
    status: 410,
    code: "invite_revoked",
    message: "The site's owner withdrew this invitation. Ask them for a new one",
  },
  publishConflict: {
    status: 409,
    code: "publish_conflict",
    message: "The site is being published. Please try again in a moment",
  },
  tooManySubmissions: {
    status: 429,
    code: "too_many_submissions",
    message: "Too many messages were sent. Please try again later",
  },
  unknownSite: { status: 404, code: "unknown_site", message: "This website does not exist" },
  unknownPage: { status: 400, code: "unknown_page", message: "The site has no page at this path" },
  unknownSection: {
    status: 400,
    code: "unknown_section",
    message: "This page has no section with this id",
  },
  unknownField: { status: 400, code: "unknown_field", message: "There is no such field to edit" },
  unknownLanguage: {
    status: 400,
    code: "unknown_language",
    message: "The site has no such language",
  },
  invalidFieldValue: {
    status: 400,
    code: "invalid_field_value",
    message: "This value does not fit the field",
  },
  itemKept: {
    status: 400,
    code: "item_kept",
    message: "This item is always kept",
  },
  countOutOfRange: {
    status: 400,
    code: "count_out_of_range",
    message: "This list cannot hold that number of items",
  },
  uniqueSection: {
    status: 409,
    code: "unique_section",
    message: "A page holds one section of this kind at most",
  },
  sectionIdTaken: {
    status: 409,
    code: "section_id_taken",
    message: "Another section of the site already has this id",
  },
  pagePathTaken: {
    status: 409,
    code: "page_path_taken",
    message: "Another page of the site already has this path",
  },
  invalidPagePath: {
    status: 400,
    code: "invalid_page_path",
    message: "Use a path such as /contacts: a slash, then lowercase letters, digits and hyphens",
  },
  homePageKept: {
    status: 400,
    code: "home_page_kept",
    message: "The home page cannot be removed or moved to another path",
  },
  primaryLanguageKept: {
    status: 400,
    code: "primary_language_kept",
    message: "The primary language cannot be removed or deactivated",
  },
  primaryLanguageUntranslated: {
    status: 400,
    code: "primary_language_untranslated",
    message: "The primary language is the source of translations, not one of them",
  },
  languageTaken: {
    status: 409,
    code: "language_taken",
    message: "The site already has this language",
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
  unsupportedImage: {
    status: 415,
    code: "unsupported_image",
    message: "Upload a PNG, JPEG, WebP or GIF image",
  },
  imageTooLarge: { status: 413, code: "image_too_large", message: "Images can be at most 10 MiB" },
  imageTooManyPixels: {
    status: 413,
    code: "image_too_many_pixels",
    message: "Images can be at most 50 megapixels",
  },
  corruptImage: { status: 400, code: "corrupt_image", message: "The image could not be read" },
  mediaInUse: {
    status: 409,
    code: "media_in_use",
    message: "The site uses this image. Remove it from the site first",
  },
  noNotificationEmail: {
    status: 400,
    code: "no_notification_email",
    message: "Set the e-mail address the site's messages go to first",
  },
  mailNotConfigured: {
    status: 409,
    code: "mail_not_configured",
    message: "E-mail is not set up on this server. Ask its operator to set SMTP_URL",
  },
  tooManyConfirmationMails: {
    status: 429,
    code: "too_many_confirmation_mails",
    message: "Too many confirmation e-mails were asked for. Please try again later",
  },
  confirmationNotFound: {
    status: 404,
    code: "confirmation_not_found",
    message: "This confirmation link is not valid. Check that it was copied whole",
  },
  confirmationUsed: {
    status: 410,
    code: "confirmation_used",
    message: "This confirmation link has already been used",
  },
  confirmationExpired: {
    status: 410,
    code: "confirmation_expired",
    message: "This confirmation link has expired. Ask for a new one in the site's settings",
  },
  platformField: {
    status: 403,
    code: "platform_field",
    message: "The plan and the forms' address are set by the platform",
  },
  reservedSlug: {
    status: 400,
    code: "reserved_slug",
    message: "This address is kept for the platform's own use. Choose another one",
  },
  tooManySites: {
    status: 403,
    code: "too_many_sites",
    message: "This account has as many sites as it may have. Delete one to make another",
  },
  mediaQuotaFull: {
    status: 403,
    code: "media_quota_full",
    message: "This account's images fill its storage. Delete some images to upload more",
  },
  tooManyPublishes: {
    status: 429,
    code: "too_many_publishes",
    message: "Too many publishes in the last hour. Please try again later",
  },
  tooManyUploads: {
    status: 429,
    code: "too_many_uploads",
    message: "Too many uploads in the last hour. Please try again later",
  },
  siteTooLarge: {
    status: 413,
    code: "site_too_large",
    message: "The site has too many pages or sections, or too much content. Make it smaller",
  },
  imageTooManyFrames: {
    status: 413,
    code: "image_too_many_frames",
    message: "The animation has too many frames. Shorten it or upload a still image",
  },
  imageTooSlow: {
    status: 422,
    code: "image_too_slow",
    message: "The image took too long to process. Try a smaller or simpler one",
  },
} as const satisfies Record<string, ErrorBody>;

export type ErrorBody = { status: number; code: string; message: string };

/**
 * The server's own faults, never an answer to bad input: a 5xx tells the client to try again
 * later (with `Retry-After`), not to change what it sent.
 */
export const SERVICE_ERRORS = {
  databaseUnavailable: {
    status: 503,
    code: "database_unavailable",
    message: "The service is briefly unavailable. Please try again",
  },
} as const satisfies Record<string, ErrorBody>;

export type ErrorName = keyof typeof ERRORS;

/** An error that carries the catalogue's shape; servers reply with `toBody()`. */
export class IlhaError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(body: ErrorBody, details?: unknown) {
    super(body.message);
    this.name = "IlhaError";
    this.status = body.status;
    this.code = body.code;
    this.details = details;
  }

  toBody(): ErrorBody {
    return { status: this.status, code: this.code, message: this.message };
  }
}

export function ilhaError(name: ErrorName, details?: unknown): IlhaError {
  return new IlhaError(ERRORS[name], details);
}

/** Spec §8: a non-array data prop throws an error that names the array type it expected. */
export function notArrayError(expected: string): IlhaError {
  return new IlhaError({
    status: 400,
    code: "not_array",
    message: `Expected data to be an array of ${expected}`,
  });
}
