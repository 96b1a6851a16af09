import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Which page origins may post to the public form endpoints from another origin: this server's
 * own, any site host under `hostSuffix`, and the origins exported sites live at
 * (`ILHA_FORM_ORIGINS`).
 */
export function isFormOriginAllowed({
  origin,
  publicOrigin,
  hostSuffix,
  extraOrigins,
}: {
  origin: string;
  publicOrigin: string;
  hostSuffix: string;
  extraOrigins: readonly string[];
}): boolean {
  if (origin === publicOrigin || extraOrigins.includes(origin)) return true;
  try {
    const url = new URL(origin);
    return url.origin === origin && url.hostname.endsWith(`.${hostSuffix}`);
  } catch {
    return false;
  }
}

/** Answers CORS for an allowed origin: credentials allowed (the forms read no cookie). */
export function applyFormCors(
  request: FastifyRequest,
  reply: FastifyReply,
  isAllowed: (origin: string) => boolean,
): void {
  const origin = request.headers.origin;
  if (origin === undefined || !isAllowed(origin)) return;
  reply
    .header("access-control-allow-origin", origin)
    .header("access-control-allow-credentials", "true")
    .header("access-control-allow-methods", "POST, OPTIONS")
    .header("access-control-allow-headers", "content-type, idempotency-key")
    .header("access-control-max-age", "600")
    .header("vary", "Origin");
}
