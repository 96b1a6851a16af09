import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../db/database.ts";
import { requestAccess } from "../sites/request-access.ts";
import { requireOwner } from "../sites/site-access.ts";
import { deleteMessage, inboxCsv, listInbox, markRead } from "./inbox.ts";

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
const messageParams = z.object({ id: z.string(), messageId: z.string().uuid() });
const readBody = z.strictObject({ isRead: z.boolean() });

/** The owner's inbox of a site: collaborators cannot read it. */
export function inboxRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const ownerSite = async (request: Parameters<typeof requestAccess>[1]) => {
      const { site, role } = await requestAccess(db, request);
      requireOwner(role);
      return site;
    };

    app.get("/:id/submissions", async (request, reply) => {
      const site = await ownerSite(request);
      const { page, limit } = pageQuery.parse(request.query);
      const { items, totalCount, unreadCount } = await listInbox({
        db,
        siteId: site.id,
        page,
        limit,
      });
      return reply
        .header("x-total-count", String(totalCount))
        .header("x-unread-count", String(unreadCount))
        .send(items);
    });

    app.get("/:id/submissions.csv", async (request, reply) => {
      const site = await ownerSite(request);
      const csv = Readable.from(inboxCsv({ db, siteId: site.id }));
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${site.slug}-messages.csv"`)
        .send(csv);
    });

    app.patch("/:id/submissions/:messageId", async (request) => {
      const site = await ownerSite(request);
      const { messageId } = messageParams.parse(request.params);
      const { isRead } = readBody.parse(request.body);
      return markRead({ db, siteId: site.id, id: messageId, isRead });
    });

    app.delete("/:id/submissions/:messageId", async (request, reply) => {
      const site = await ownerSite(request);
      const { messageId } = messageParams.parse(request.params);
      await deleteMessage({ db, siteId: site.id, id: messageId });
      return reply.status(204).send();
    });
  };
}
