import { ilhaError } from "@ilha/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { batched } from "../db/batched.ts";
import type { Db } from "../db/database.ts";
import { keptReads } from "../db/kept-reads.ts";
import { SITE_READ_TTL_MS } from "../hosting/live-versions.ts";
import { FORM_RATE } from "../rate-limits/form-rate.ts";
import { hitRateWindows } from "../rate-limits/rate-window.ts";
import { applyFormCors } from "./form-cors.ts";
import {
  type ContactMessage,
  complianceReport,
  contactSubmission,
  formError,
  formSite,
  parseForm,
  storeComplianceReport,
  storeContactMessages,
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

function rateKey(request: FastifyRequest, siteId: string): string {
  return `form:${request.ip}:${siteId}`;
}

/**
 * Spec §7's two public form endpoints: JSON only, small bodies, validated with the rules of
 * spec §5, rate-limited per address and site, stored once per `Idempotency-Key`, durable before
 * the 201. `rateLimit` is how many posts an address may send to one site in the window.
 * Concurrent posts share their database work: the site is read once a second, rate-window hits
 * are counted together, and contact messages are committed together (group commit).
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
  const sites = keptReads({ ttlMs: SITE_READ_TTL_MS, read: (siteId) => formSite(db, siteId) });
  const hitRate = batched({
    write: (keys: string[]) =>
      hitRateWindows({ db, keys, limit: rateLimit, windowMs: FORM_RATE.windowMs }),
  });
  const storeContactMessage = batched({
    write: (messages: ContactMessage[]) =>
      storeContactMessages({
        db,
        messages,
        rate: { limit: rateLimit, windowMs: FORM_RATE.windowMs },
      }),
  });
  const siteOf = async (siteId: string) => {
    const site = await sites.of(siteId);
    if (site === null) throw ilhaError("unknownSite");
    return site;
  };
  const checkRate = async (request: FastifyRequest, reply: FastifyReply, siteId: string) => {
    const rate = await hitRate(rateKey(request, siteId));
    if (!rate.isAllowed) {
      reply.header("retry-after", String(rate.retryAfterSeconds));
      throw ilhaError("tooManySubmissions");
    }
  };
  /**
   * A robot's post (honeypot filled) or bad input: counted against the rate limit like any other,
   * then answered with a silent 201, the field's 400, or the unknown site's 404.
   */
  const rejectContact = async ({
    request,
    reply,
    siteId,
    parsed,
  }: {
    request: FastifyRequest;
    reply: FastifyReply;
    siteId: string;
    parsed: ReturnType<typeof contactSubmission.safeParse>;
  }) => {
    await checkRate(request, reply, siteId);
    if (isHoneypotFilled(request.body)) return reply.status(201).send({ id: null });
    if (!parsed.success) throw formError(parsed.error);
    throw ilhaError("unknownSite");
  };
  const routes = async (app: FastifyInstance) => {
    const options = { bodyLimit: FORM_BODY_LIMIT };
    app.addHook("onRequest", async (request, reply) =>
      applyFormCors(request, reply, isOriginAllowed),
    );
    app.options("/contact/:siteId/", async (_request, reply) => reply.status(204).send());
    app.options("/compliance/:siteId/", async (_request, reply) => reply.status(204).send());

    app.post("/contact/:siteId/", options, async (request, reply) => {
      const { siteId } = siteParams.parse(request.params);
      const key = idempotencyKey.parse(request.headers["idempotency-key"]);
      const site = await siteOf(siteId);
      const parsed = contactSubmission.safeParse(withoutHoneypot(request.body));
      if (isHoneypotFilled(request.body) || !parsed.success || parsed.data.siteHash !== site.hash) {
        return rejectContact({ request, reply, siteId: site.id, parsed });
      }
      const stored = await storeContactMessage({
        site,
        submission: parsed.data,
        idempotencyKey: key,
        rateKey: rateKey(request, site.id),
      });
      if ("retryAfterSeconds" in stored) {
        reply.header("retry-after", String(stored.retryAfterSeconds));
        throw ilhaError("tooManySubmissions");
      }
      return reply.status(201).send(stored);
    });

    app.post("/compliance/:siteId/", options, async (request, reply) => {
      const { siteId } = siteParams.parse(request.params);
      const key = idempotencyKey.parse(request.headers["idempotency-key"]);
      const site = await siteOf(siteId);
      await checkRate(request, reply, site.id);
      if (isHoneypotFilled(request.body)) return reply.status(201).send({ id: null });
      const report = parseForm(complianceReport, withoutHoneypot(request.body));
      if (report.siteHash !== site.hash) throw ilhaError("unknownSite");
      const stored = await storeComplianceReport({ db, site, report, idempotencyKey: key });
      return reply.status(201).send(stored);
    });
  };
  /** Drops what is kept of sites, after one changed on this server. */
  return { routes, forgetSites: sites.forget };
}
