import { ilhaError } from "@ilha/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Db } from "../db/database.ts";
import { clientAddress } from "../http/client-address.ts";
import { FORM_RATE } from "../rate-limits/form-rate.ts";
import { contactForm } from "./contact-form.ts";
import { applyFormCors } from "./form-cors.ts";
import type { FormOutcome, FormPost } from "./form-outcome.ts";
import { formSites } from "./form-site.ts";
import { reportForm } from "./report-form.ts";

/** A visitor's form is small: anything larger is refused before it is parsed. */
export const FORM_BODY_LIMIT = 16 * 1024;

export { FORM_RATE };

const siteParams = z.object({ siteId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const idempotencyKey = z
  .string()
  .regex(/^[\x21-\x7e]{1,200}$/)
  .optional();

function formPost(request: FastifyRequest): FormPost {
  return {
    siteId: siteParams.parse(request.params).siteId,
    body: request.body,
    idempotencyKey: idempotencyKey.parse(request.headers["idempotency-key"]),
    address: clientAddress(request),
  };
}

function answer(reply: FastifyReply, outcome: FormOutcome) {
  if ("retryAfterSeconds" in outcome) {
    reply.header("retry-after", String(outcome.retryAfterSeconds));
    throw ilhaError("tooManySubmissions");
  }
  return reply.status(201).send(outcome);
}

/**
 * Spec §7's two public form endpoints, for published sites: JSON only, small bodies, validated
 * with the rules of spec §5, rate-limited per address and site, stored once per
 * `Idempotency-Key`, durable before the 201. `rateLimit` is how many posts an address may send to
 * one site in the window; notification mail is queued only when `isMailConfigured`. The routes
 * check their own text (`checksOwnText`), so unstorable text counts against the rate limit.
 */
export function formRoutes({
  db,
  isOriginAllowed,
  rateLimit = FORM_RATE.limit,
  isMailConfigured = false,
}: {
  db: Db;
  isOriginAllowed: (origin: string) => boolean;
  rateLimit?: number;
  isMailConfigured?: boolean;
}) {
  const sites = formSites(db);
  const postContact = contactForm({
    db,
    publishedSite: sites.published,
    rateLimit,
    isMailConfigured,
  });
  const postReport = reportForm({ db, publishedSite: sites.published, rateLimit });
  const routes = async (app: FastifyInstance) => {
    const options = { bodyLimit: FORM_BODY_LIMIT, config: { checksOwnText: true } };
    app.addHook("onRequest", async (request, reply) =>
      applyFormCors(request, reply, isOriginAllowed),
    );
    app.options("/contact/:siteId/", async (_request, reply) => reply.status(204).send());
    app.options("/compliance/:siteId/", async (_request, reply) => reply.status(204).send());
    app.post("/contact/:siteId/", options, async (request, reply) =>
      answer(reply, await postContact(formPost(request))),
    );
    app.post("/compliance/:siteId/", options, async (request, reply) =>
      answer(reply, await postReport(formPost(request))),
    );
  };
  /** Drops what is kept of sites, after one changed on this server. */
  return { routes, forgetSites: sites.forget };
}
