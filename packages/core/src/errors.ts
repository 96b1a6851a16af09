import { ACCOUNT_ERRORS } from "./errors/account-errors.ts";
import { EDITING_ERRORS } from "./errors/editing-errors.ts";
import type { ErrorBody } from "./errors/error-body.ts";
import { FIELD_ERRORS } from "./errors/field-errors.ts";
import { MEDIA_ERRORS } from "./errors/media-errors.ts";
import { REQUEST_ERRORS } from "./errors/request-errors.ts";
import { SITE_ERRORS } from "./errors/site-errors.ts";

export type { ErrorBody } from "./errors/error-body.ts";

/**
 * The error catalogue (spec §8): stable codes, HTTP statuses and the exact messages, a file of it
 * per concern under `errors/`. Every error Ilha shows or sends comes from here, in the JSON shape
 * `{ status, message, code }`.
 */
export const ERRORS = {
  ...FIELD_ERRORS,
  ...REQUEST_ERRORS,
  ...ACCOUNT_ERRORS,
  ...SITE_ERRORS,
  ...EDITING_ERRORS,
  ...MEDIA_ERRORS,
} as const satisfies Record<string, ErrorBody>;

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
