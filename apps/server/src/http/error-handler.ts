import { ERRORS, type ErrorBody, IlhaError, SERVICE_ERRORS } from "@ilha/core";
import type { FastifyError, FastifyInstance } from "fastify";
import { ZodError } from "zod";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "./database-unavailable.ts";

const INTERNAL: ErrorBody = {
  status: 500,
  code: "internal",
  message: "Something went wrong. Please try again",
};

/** Fastify's own client errors, answered from the catalogue. */
const FASTIFY_ERRORS: Record<string, ErrorBody> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ERRORS.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: ERRORS.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: ERRORS.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ERRORS.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ERRORS.invalidJson,
};

/** What a client is told about an error: its catalogue entry, never a stack. */
export function errorBody(error: unknown): { body: ErrorBody; details?: unknown } {
  if (error instanceof IlhaError) {
    return error.details === undefined
      ? { body: error.toBody() }
      : { body: error.toBody(), details: error.details };
  }
  if (error instanceof ZodError) {
    const details = error.issues.map((issue) => ({
      path: issue.path.join("."),
      message: issue.message,
    }));
    return { body: ERRORS.invalidRequest, details };
  }
  if (isDatabaseUnavailable(error)) return { body: SERVICE_ERRORS.databaseUnavailable };
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code === undefined ? undefined : FASTIFY_ERRORS[fastifyError.code];
  if (known !== undefined) return { body: known };
  if (
    typeof fastifyError.statusCode === "number" &&
    fastifyError.statusCode >= 400 &&
    fastifyError.statusCode < 500
  ) {
    return { body: { ...ERRORS.invalidRequest, status: fastifyError.statusCode } };
  }
  return { body: INTERNAL };
}

/**
 * Every error leaves as `{ status, message, code }` (plus field `details` for bad input); a
 * database out of reach is a 503 with `Retry-After`.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { body, details } = errorBody(error);
    if (body.code === SERVICE_ERRORS.databaseUnavailable.code) {
      request.log.warn({ err: error }, "database unavailable");
      void reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
    } else if (body.status >= 500) request.log.error({ err: error }, "request failed");
    return reply.status(body.status).send(details === undefined ? body : { ...body, details });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(ERRORS.notFound));
}
