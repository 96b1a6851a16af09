import { ilhaError } from "@ilha/core";
import { count, desc } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { requireUser } from "../auth/bearer.ts";
import type { Db } from "../db/database.ts";
import { complianceReports } from "../db/schema.ts";
import { isOperator } from "./operators.ts";
import { setSitePlan } from "./site-plans.ts";

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
const siteParams = z.object({ id: z.string().min(1).max(64) });
const planBody = z.strictObject({ plan: z.enum(["free", "paid"]) });

/**
 * `/api/v1/admin`: the operator's queue of "report this website" submissions, for the operator
 * accounts of `ILHA_ADMIN_EMAILS` (`ensureOperators`); anyone else is told the route does not
 * exist. Reports stay after their site is deleted, with its slug and name as they were. The
 * operators also set each site's plan (`PUT /sites/{id}/plan`): no document save can.
 */
export function adminRoutes({ db, adminEmails }: { db: Db; adminEmails: readonly string[] }) {
  return async (app: FastifyInstance) => {
    const requireOperator = async (request: FastifyRequest) => {
      const user = await requireUser(db, request);
      if (!(await isOperator({ db, user, adminEmails }))) throw ilhaError("notFound");
    };

    app.put("/sites/:id/plan", async (request) => {
      await requireOperator(request);
      const { id } = siteParams.parse(request.params);
      const { plan } = planBody.parse(request.body);
      return setSitePlan({ db, siteId: id, plan });
    });

    app.get("/compliance-reports", async (request, reply) => {
      await requireOperator(request);
      const { page, limit } = pageQuery.parse(request.query);
      const [total] = await db.select({ value: count() }).from(complianceReports);
      const rows = await db
        .select({
          id: complianceReports.id,
          siteId: complianceReports.siteId,
          siteSlug: complianceReports.siteSlug,
          siteName: complianceReports.siteName,
          email: complianceReports.email,
          name: complianceReports.name,
          comment: complianceReports.comment,
          createdAt: complianceReports.createdAt,
        })
        .from(complianceReports)
        .orderBy(desc(complianceReports.createdAt))
        .limit(limit)
        .offset((page - 1) * limit);
      return reply
        .header("x-total-count", String(total?.value ?? 0))
        .send(rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })));
    });
  };
}
