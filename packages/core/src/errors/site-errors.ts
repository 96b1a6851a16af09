import type { ErrorBody } from "./error-body.ts";

/** Sites as the platform keeps them: versions, publishing, plans, quotas and rates. */
export const SITE_ERRORS = {
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
} as const satisfies Record<string, ErrorBody>;
