import { ilhaError } from "@ilha/core";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database.ts";
import { clientAddress } from "../http/client-address.ts";
import {
  changePassword,
  credentials,
  login,
  logout,
  passwordChange,
  SIGNUP_ANSWER,
  signup,
} from "./accounts.ts";
import { requireSession } from "./bearer.ts";
import { endCanvasAccess } from "./canvas-token-routes.ts";
import { requestTime } from "./clock.ts";
import { endSessions } from "./sessions.ts";

/**
 * `/api/v1/auth`: signup (one answer whether or not the address has an account), login, who is
 * signed in, changing the password, and ending this session or all of them (spec §6 edit mode's
 * bearer credential).
 */
export function authRoutes({
  db,
  isMailConfigured = false,
  editorOrigin,
}: {
  db: Db;
  /** Whether this server sends e-mail: the owner of a taken address is told of a signup then. */
  isMailConfigured?: boolean;
  /** Where owners sign in, named in that mail. */
  editorOrigin: string;
}) {
  const mail = isMailConfigured ? { signInUrl: `${editorOrigin.replace(/\/+$/, "")}/` } : undefined;
  return async (app: FastifyInstance) => {
    /** 202 with the same body whether or not the address has an account; 429 with Retry-After. */
    app.post("/signup", async (request, reply) => {
      const input = credentials.parse(request.body);
      const address = clientAddress(request);
      const outcome = await signup({ db, ...input, address, mail, now: requestTime(request) });
      if ("retryAfterSeconds" in outcome) {
        reply.header("retry-after", String(outcome.retryAfterSeconds));
        throw ilhaError("tooManyAttempts");
      }
      return reply.status(202).send(SIGNUP_ANSWER);
    });

    app.post("/login", async (request) => {
      const input = credentials.parse(request.body);
      return login({ db, ...input, address: clientAddress(request), now: requestTime(request) });
    });

    app.get("/me", async (request) => {
      const { user, session } = await requireSession(db, request);
      return {
        id: user.id,
        email: user.email,
        isOperator: user.isOperator,
        session: {
          createdAt: session.createdAt.toISOString(),
          expiresAt: session.expiresAt.toISOString(),
        },
      };
    });

    app.post("/password", async (request, reply) => {
      const { user, session } = await requireSession(db, request);
      const input = passwordChange.parse(request.body);
      await changePassword({
        db,
        user,
        sessionTokenHash: session.tokenHash,
        ...input,
        address: clientAddress(request),
        now: requestTime(request),
      });
      return reply.status(204).send();
    });

    app.post("/logout", async (request, reply) => {
      const { session } = await requireSession(db, request);
      await logout({ db, tokenHash: session.tokenHash, now: requestTime(request) });
      await endCanvasAccess({ db, request, reply, ended: { sessionTokenHash: session.tokenHash } });
      return reply.status(204).send();
    });

    app.post("/logout-everywhere", async (request, reply) => {
      const { user } = await requireSession(db, request);
      await endSessions({ db, userId: user.id, now: requestTime(request) });
      await endCanvasAccess({ db, request, reply, ended: { userId: user.id } });
      return reply.status(204).send();
    });
  };
}
