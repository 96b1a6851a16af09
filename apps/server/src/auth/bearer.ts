import { ilhaError } from "@ilha/core";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/database.ts";
import type { User } from "./accounts.ts";
import { requestTime } from "./clock.ts";
import { type Session, type SessionUser, sessionOfToken } from "./sessions.ts";

const QUERY_TOKEN_NAMES = ["token", "access_token", "accessToken", "auth", "bearer"];

/** The bearer token of a request; a token in the query string is refused, never read. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  if (query !== undefined && QUERY_TOKEN_NAMES.some((name) => name in query)) {
    throw ilhaError("tokenInQuery");
  }
  const header = request.headers.authorization;
  const match = header === undefined ? null : /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header);
  return match?.[1];
}

/** The signed-in account and its live session, or 401 (no token, or an ended session). */
export async function requireSession(
  db: Db,
  request: FastifyRequest,
): Promise<{ user: SessionUser; session: Session }> {
  const token = bearerToken(request);
  const found =
    token === undefined ? null : await sessionOfToken({ db, token, now: requestTime(request) });
  if (found === null) throw ilhaError("unauthorized");
  return found;
}

/** The signed-in user, or 401. */
export async function requireUser(db: Db, request: FastifyRequest): Promise<User> {
  const { user } = await requireSession(db, request);
  return { id: user.id, email: user.email };
}
