import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/database.ts";
import { requireSession } from "./bearer.ts";
import { canvasCookieHeaders } from "./canvas-cookie.ts";
import { CANVAS_TOKEN_LIFETIME_MS, endCanvasTokens, issueCanvasToken } from "./canvas-tokens.ts";
import { requestTime } from "./clock.ts";

/**
 * `POST /api/v1/auth/canvas-token`: for a signed-in session (bearer), a new canvas token in the
 * canvas's cookie (`Set-Cookie`, never in the body), and when it expires.
 */
export function canvasTokenRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    app.post("/canvas-token", async (request, reply) => {
      const { session } = await requireSession(db, request);
      const { token, expiresAt } = await issueCanvasToken({
        db,
        sessionTokenHash: session.tokenHash,
        now: requestTime(request),
      });
      void reply.header("set-cookie", canvasCookieHeaders({ request, token }));
      return {
        expiresAt: expiresAt.toISOString(),
        lifetimeSeconds: CANVAS_TOKEN_LIFETIME_MS / 1000,
      };
    });
  };
}

/**
 * Ends the canvas's access with the sessions a sign-out ends (one session, or every session of
 * an account): their canvas tokens are deleted and the answer takes the cookie away.
 */
export async function endCanvasAccess({
  db,
  request,
  reply,
  ended,
}: {
  db: Db;
  request: FastifyRequest;
  reply: FastifyReply;
  ended: { sessionTokenHash: string } | { userId: string };
}): Promise<void> {
  await endCanvasTokens({ db, ...ended });
  void reply.header("set-cookie", canvasCookieHeaders({ request, token: undefined }));
}
