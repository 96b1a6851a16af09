import type { ErrorBody } from "./error-body.ts";

/** Accounts, sign-in, invitations and the confirmation of the address that gets messages. */
export const ACCOUNT_ERRORS = {
  unauthorized: { status: 401, code: "unauthorized", message: "Sign in to continue" },
  wrongCredentials: {
    status: 401,
    code: "wrong_credentials",
    message: "The e-mail or the password is wrong",
  },
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
  inviteUnreadable: {
    status: 400,
    code: "invite_unreadable",
    message: "This invitation link is incomplete or damaged. Ask the site's owner for a new one",
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
} as const satisfies Record<string, ErrorBody>;
