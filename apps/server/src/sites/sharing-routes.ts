import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { requireUser } from "../auth/bearer.ts";
import type { Db } from "../db/database.ts";
import { listCollaborators, removeCollaborator } from "./collaborators.ts";
import { acceptInvite, createInvite, pendingInvites, revokeInvite } from "./invites.ts";
import { requestAccess } from "./request-access.ts";
import { requireOwner } from "./site-access.ts";

const inviteParams = z.object({ inviteId: z.uuid() });
const collaboratorParams = z.object({ userId: z.string().min(1).max(64) });
/** The invitation's token travels in the body only, never in a path or query a log records. */
const acceptBody = z.strictObject({ token: z.string().min(20).max(200) });

/**
 * Shared editing, `/api/v1/sites/{id}/…`: the owner invites, lists and revokes invitations, lists
 * and removes collaborators. Everything here is the owner's alone.
 */
export function sharingRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const asOwner = async (request: FastifyRequest) => {
      const access = await requestAccess(db, request);
      requireOwner(access.role);
      return access.site;
    };

    app.post("/:id/invites", async (request, reply) => {
      const site = await asOwner(request);
      return reply.status(201).send(await createInvite({ db, siteId: site.id }));
    });

    app.get("/:id/invites", async (request) => {
      const site = await asOwner(request);
      return pendingInvites({ db, siteId: site.id });
    });

    app.delete("/:id/invites/:inviteId", async (request, reply) => {
      const site = await asOwner(request);
      const { inviteId } = inviteParams.parse(request.params);
      await revokeInvite({ db, siteId: site.id, inviteId });
      return reply.status(204).send();
    });

    app.get("/:id/collaborators", async (request) => {
      const site = await asOwner(request);
      return listCollaborators({ db, siteId: site.id });
    });

    app.delete("/:id/collaborators/:userId", async (request, reply) => {
      const site = await asOwner(request);
      const { userId } = collaboratorParams.parse(request.params);
      await removeCollaborator({ db, siteId: site.id, userId });
      return reply.status(204).send();
    });
  };
}

/** `/api/v1/invites/accept`: accepting an invitation to shared editing, its token in the body. */
export function inviteRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    app.post("/accept", async (request) => {
      const user = await requireUser(db, request);
      const { token } = acceptBody.parse(request.body);
      return acceptInvite({ db, user, token });
    });
  };
}
