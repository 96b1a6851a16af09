import { randomUUID } from "node:crypto";
import {
  type ComplianceReport,
  type ContactSubmission,
  complianceReport,
  contactSubmission,
  ERRORS,
  IlhaError,
  ilhaError,
} from "@ilha/core";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../db/database.ts";
import { complianceReports, outbox, sites, submissions } from "../db/schema.ts";

type SiteForForms = { id: string; hash: string; name: string; email: string };

/**
 * The site a form posts to, by its id; its hash must match what the page sent. Only the three
 * fields a form needs leave the database, not the whole document.
 */
export async function formSite(db: Db, siteId: string): Promise<SiteForForms> {
  const [row] = await db
    .select({
      id: sites.id,
      hash: sql<string>`${sites.document}->>'hash'`,
      name: sql<string>`${sites.document}->>'name'`,
      email: sql<string | null>`${sites.document}->'settings'->>'email'`,
    })
    .from(sites)
    .where(eq(sites.id, siteId));
  if (row === undefined) throw ilhaError("unknownSite");
  return { id: row.id, hash: row.hash, name: row.name, email: row.email ?? "" };
}

/**
 * Parses a form body with core's schema (the spec §5 rules). A failure is a 400 whose message is
 * the first field's own message (the one a visitor would see), with every field in `details`.
 */
export function parseForm<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({
    path: issue.path.join("."),
    message: issue.message,
  }));
  const message = details[0]?.message ?? ERRORS.invalidRequest.message;
  throw new IlhaError({ ...ERRORS.invalidRequest, message }, details);
}

export { complianceReport, contactSubmission };

function notification({ site, submission }: { site: SiteForForms; submission: ContactSubmission }) {
  const lines = [
    `A visitor of ${site.name} wrote through the contact form.`,
    "",
    `Name: ${submission.name}`,
    `E-mail: ${submission.email}`,
    "",
    submission.message ?? "",
  ];
  return {
    recipient: site.email,
    replyTo: submission.email.trim(),
    subject: `New message from your website ${site.name}`,
    body: lines.join("\n"),
  };
}

/**
 * Stores a contact message, and its notification e-mail in the outbox, in one transaction that
 * has committed before the caller answers. A retried request with the same idempotency key gets
 * the first one's id and stores nothing more.
 */
export async function storeContactMessage({
  db,
  site,
  submission,
  idempotencyKey,
}: {
  db: Db;
  site: SiteForForms;
  submission: ContactSubmission;
  idempotencyKey: string | undefined;
}): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const id = randomUUID();
    const inserted = await tx
      .insert(submissions)
      .values({
        id,
        siteId: site.id,
        name: submission.name.trim(),
        email: submission.email.trim(),
        message: submission.message?.trim() ?? "",
        isCookieAccepted: submission.isCookieAccepted ?? null,
        idempotencyKey: idempotencyKey ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: submissions.id });
    if (inserted.length === 0 && idempotencyKey !== undefined) {
      const [first] = await tx
        .select({ id: submissions.id })
        .from(submissions)
        .where(
          and(eq(submissions.siteId, site.id), eq(submissions.idempotencyKey, idempotencyKey)),
        );
      if (first !== undefined) return first;
    }
    if (site.email !== "") {
      await tx.insert(outbox).values({ id: randomUUID(), ...notification({ site, submission }) });
    }
    return { id };
  });
}

/** Stores a "report this website" in the operator's queue, once per idempotency key. */
export async function storeComplianceReport({
  db,
  site,
  report,
  idempotencyKey,
}: {
  db: Db;
  site: SiteForForms;
  report: ComplianceReport;
  idempotencyKey: string | undefined;
}): Promise<{ id: string }> {
  const id = randomUUID();
  const inserted = await db
    .insert(complianceReports)
    .values({
      id,
      siteId: site.id,
      email: report.email.trim(),
      name: report.name.trim(),
      comment: report.comment.trim(),
      idempotencyKey: idempotencyKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: complianceReports.id });
  if (inserted.length > 0 || idempotencyKey === undefined) return { id };
  const [first] = await db
    .select({ id: complianceReports.id })
    .from(complianceReports)
    .where(
      and(
        eq(complianceReports.siteId, site.id),
        eq(complianceReports.idempotencyKey, idempotencyKey),
      ),
    );
  return first ?? { id };
}
