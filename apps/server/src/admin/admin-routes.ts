import { ilhaError } from "@ilha/core";
import { count, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireUser } from "../auth/bearer.ts";
import type { Db } from "../db/database.ts";
import { complianceReports, sites } from "../db/schema.ts";

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * `/api/v1/admin`: the operator's queue of "report this website" submissions, for the accounts
 * whose e-mails `ILHA_ADMIN_EMAILS` lists; anyone else is told the route does not exist.
 */
export function adminRoutes({ db, adminEmails }: { db: Db; adminEmails: readonly string[] }) {
  return async (app: FastifyInstance) => {
    app.get("/compliance-reports", async (request, reply) => {
      const user = await requireUser(db, request);
      if (!adminEmails.includes(user.email)) throw ilhaError("notFound");
      const { page, limit } = pageQuery.parse(request.query);
      const [total] = await db.select({ value: count() }).from(complianceReports);
      const rows = await db
        .select({
          id: complianceReports.id,
          siteId: complianceReports.siteId,
          siteSlug: sites.slug,
          email: complianceReports.email,
          name: complianceReports.name,
          comment: complianceReports.comment,
          createdAt: complianceReports.createdAt,
        })
        .from(complianceReports)
        .innerJoin(sites, eq(sites.id, complianceReports.siteId))
        .orderBy(desc(complianceReports.createdAt))
        .limit(limit)
        .offset((page - 1) * limit);
      return reply
        .header("x-total-count", String(total?.value ?? 0))
        .send(rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })));
    });
  };
}
