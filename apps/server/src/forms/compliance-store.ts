import { randomUUID } from "node:crypto";
import type { ComplianceReport } from "@ilha/core";
import type { Db } from "../db/database.ts";
import { complianceReports } from "../db/schema.ts";
import { firstWithKey } from "./first-with-key.ts";
import type { FormSite } from "./form-site.ts";

/**
 * Stores a "report this website" in the operator's queue, once per idempotency key (a repeated
 * key answers the first report's id). The report keeps the site's slug and name, so it outlives
 * the site.
 */
export async function storeComplianceReport({
  db,
  site,
  report,
  idempotencyKey,
}: {
  db: Db;
  site: FormSite;
  report: ComplianceReport;
  idempotencyKey: string | undefined;
}): Promise<{ id: string }> {
  const id = randomUUID();
  const inserted = await db
    .insert(complianceReports)
    .values({
      id,
      siteId: site.id,
      siteSlug: site.slug,
      siteName: site.name,
      email: report.email.trim(),
      name: report.name.trim(),
      comment: report.comment.trim(),
      idempotencyKey: idempotencyKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: complianceReports.id });
  if (inserted.length > 0 || idempotencyKey === undefined) return { id };
  const first = await firstWithKey({
    db,
    table: complianceReports,
    siteId: site.id,
    idempotencyKey,
  });
  return { id: first ?? id };
}
