import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database.ts";
import { clientAddress } from "../http/client-address.ts";
import { changePassword, credentials, login, logout, passwordChange, signup } from "./accounts.ts";
import { requireSession } from "./bearer.ts";
import { endCanvasAccess } from "./canvas-token-routes.ts";
import { requestTime } from "./clock.ts";
import { endSessions } from "./sessions.ts";

/**
 * `/api/v1/auth`: signup, login, who is signed in, changing the password, and ending this
 * session or all of them (spec §6 edit mode's bearer credential).
 */
export function authRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    app.post("/signup", async (request, reply) => {
      const input = credentials.parse(request.body);
      const address = clientAddress(request);
      const { token } = await signup({ db, ...input, address, now: requestTime(request) });
      return reply.status(201).send({ token });
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
