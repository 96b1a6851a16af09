import { ilhaError } from "@ilha/core";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../db/database.ts";
import { requestAccess } from "../sites/request-access.ts";
import { requireOwner } from "../sites/site-access.ts";
import { confirmAddress, requestConfirmation } from "./address-confirmation.ts";
import {
  CONFIRM_PAGE_HEADERS,
  CONFIRM_PAGE_HTML,
  CONFIRM_PAGE_PATH,
  CONFIRM_SCRIPT,
  CONFIRM_SCRIPT_HEADERS,
  CONFIRM_SCRIPT_PATH,
  CONFIRM_STYLE,
  CONFIRM_STYLE_HEADERS,
  CONFIRM_STYLE_PATH,
} from "./confirm-page.ts";
import { notificationEmail } from "./notification-email.ts";

/** Any string is looked up by its hash: a link copied short is the not-found link, not bad JSON. */
const confirmationBody = z.strictObject({ token: z.string().max(200) });

/**
 * A site's notification address (`/api/v1/sites/{id}/notification-email`: owner and
 * collaborators read it, the owner asks for its confirmation link), the link's endpoint
 * (`/api/v1/email-confirmations`) and the page the link opens (`/confirm-email`).
 */
export function addressRoutes({
  db,
  publicOrigin,
  isMailConfigured,
}: {
  db: Db;
  publicOrigin: string;
  isMailConfigured: boolean;
}) {
  return async (app: FastifyInstance) => {
    app.get("/api/v1/sites/:id/notification-email", async (request) => {
      const { site } = await requestAccess(db, request);
      return notificationEmail({ db, site, isMailConfigured });
    });

    app.post("/api/v1/sites/:id/notification-email/confirmation", async (request, reply) => {
      const { user, site, role } = await requestAccess(db, request);
      requireOwner(role);
      const outcome = await requestConfirmation({
        db,
        user,
        site,
        publicOrigin,
        isMailConfigured,
      });
      if ("retryAfterSeconds" in outcome) {
        reply.header("retry-after", String(outcome.retryAfterSeconds));
        throw ilhaError("tooManyConfirmationMails");
      }
      return reply.status(outcome.isQueued ? 202 : 200).send(outcome.notification);
    });

    app.post("/api/v1/email-confirmations", async (request) => {
      const { token } = confirmationBody.parse(request.body);
      return confirmAddress({ db, token });
    });

    app.get(CONFIRM_PAGE_PATH, async (_request, reply) =>
      reply.headers(CONFIRM_PAGE_HEADERS).send(CONFIRM_PAGE_HTML),
    );

    app.get(CONFIRM_SCRIPT_PATH, async (_request, reply) =>
      reply.headers(CONFIRM_SCRIPT_HEADERS).send(CONFIRM_SCRIPT),
    );

    app.get(CONFIRM_STYLE_PATH, async (_request, reply) =>
      reply.headers(CONFIRM_STYLE_HEADERS).send(CONFIRM_STYLE),
    );
  };
}
