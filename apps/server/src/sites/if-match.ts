import { ilhaError } from "@ilha/core";
import type { FastifyRequest } from "fastify";

/** The version an `If-Match` header names: `"3"`, `W/"3"` or `3`. */
export function ifMatchVersion(header: string | undefined): number | undefined {
  if (header === undefined) return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim());
  return match?.[1] === undefined ? Number.NaN : Number(match[1]);
}

/**
 * The version `If-Match` names, which must be the stored one: 428 without it (unless it is
 * optional for the route), 412 with the current version when it is stale.
 */
export function expectedVersion(
  request: FastifyRequest,
  current: number,
  { isOptional = false }: { isOptional?: boolean } = {},
): number {
  const expected = ifMatchVersion(request.headers["if-match"]);
  if (expected === undefined) {
    if (isOptional) return current;
    throw ilhaError("preconditionRequired");
  }
  if (Number.isNaN(expected) || expected !== current) {
    throw ilhaError("versionConflict", { currentVersion: current });
  }
  return expected;
}
