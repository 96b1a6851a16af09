import { ilhaError } from "@ilha/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Db } from "../db/database.ts";
import { applyFormCors } from "./form-cors.ts";
import { FORM_RATE } from "./form-rate.ts";
import { hitRateWindow } from "./rate-window.ts";
import {
  complianceReport,
  contactSubmission,
  formSite,
  parseForm,
  storeComplianceReport,
  storeContactMessage,
} from "./submissions.ts";

/** A visitor's form is small: anything larger is refused before it is parsed. */
export const FORM_BODY_LIMIT = 16 * 1024;

export { FORM_RATE };

const siteParams = z.object({ siteId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const idempotencyKey = z
  .string()
  .regex(/^[\x21-\x7e]{1,200}$/)
  .optional();

/** The honeypot: a field no person fills (it is hidden); a filled one is a robot's. */
function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null || !("website" in body)) return false;
  const value = (body as { website: unknown }).website;
  return typeof value === "string" && value !== "";
}

function withoutHoneypot(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const { website: _website, ...rest } = body as Record<string, unknown>;
  return rest;
}

async function checkRate({
  db,
  request,
  reply,
  siteId,
  limit,
}: {
  db: Db;
  request: FastifyRequest;
  reply: FastifyReply;
  siteId: string;
  limit: number;
}) {
  const rate = await hitRateWindow({
    db,
    key: `form:${request.ip}:${siteId}`,
    limit,
    windowMs: FORM_RATE.windowMs,
  });
  if (!rate.isAllowed) {
    reply.header("retry-after", String(rate.retryAfterSeconds));
    throw ilhaError("tooManySubmissions");
  }
}

/**
 * Spec §7's two public form endpoints: JSON only, small bodies, validated with the rules of
 * spec §5, rate-limited per address and site, stored once per `Idempotency-Key`, durable before
 * the 201. `rateLimit` is how many posts an address may send to one site in the window.
 */
export function formRoutes({
  db,
  isOriginAllowed,
  rateLimit = FORM_RATE.limit,
}: {
  db: Db;
  isOriginAllowed: (origin: string) => boolean;
  rateLimit?: number;
}) {
  return async (app: FastifyInstance) => {
    const options = { bodyLimit: FORM_BODY_LIMIT };
    app.addHook("onRequest", async (request, reply) =>
      applyFormCors(request, reply, isOriginAllowed),
    );
    app.options("/contact/:siteId/", async (_request, reply) => reply.status(204).send());
    app.options("/compliance/:siteId/", async (_request, reply) => reply.status(204).send());

    app.post("/contact/:siteId/", options, async (request, reply) => {
      const { siteId } = siteParams.parse(request.params);
      const key = idempotencyKey.parse(request.headers["idempotency-key"]);
      const site = await formSite(db, siteId);
      await checkRate({ db, request, reply, siteId: site.id, limit: rateLimit });
      if (isHoneypotFilled(request.body)) return reply.status(201).send({ id: null });
      const submission = parseForm(contactSubmission, withoutHoneypot(request.body));
      if (submission.siteHash !== site.hash) throw ilhaError("unknownSite");
      const stored = await storeContactMessage({ db, site, submission, idempotencyKey: key });
      return reply.status(201).send(stored);
    });

    app.post("/compliance/:siteId/", options, async (request, reply) => {
      const { siteId } = siteParams.parse(request.params);
      const key = idempotencyKey.parse(request.headers["idempotency-key"]);
      const site = await formSite(db, siteId);
      await checkRate({ db, request, reply, siteId: site.id, limit: rateLimit });
      if (isHoneypotFilled(request.body)) return reply.status(201).send({ id: null });
      const report = parseForm(complianceReport, withoutHoneypot(request.body));
      if (report.siteHash !== site.hash) throw ilhaError("unknownSite");
      const stored = await storeComplianceReport({ db, site, report, idempotencyKey: key });
      return reply.status(201).send(stored);
    });
  };
}
