import { complianceReport, ilhaError } from "@ilha/core";
import { batched } from "../db/batched.ts";
import type { Db } from "../db/database.ts";
import { FORM_RATE, formRateKey } from "../rate-limits/form-rate.ts";
import { hitRateWindows } from "../rate-limits/rate-window.ts";
import { storeComplianceReport } from "./compliance-store.ts";
import { checkReplyAddress, parseForm } from "./form-errors.ts";
import type { FormOutcome, FormPost } from "./form-outcome.ts";
import type { FormSite } from "./form-site.ts";
import { isHoneypotFilled, withoutHoneypot } from "./honeypot.ts";

/**
 * The "report this website" form's operation: limit → validate → store. A post to a site that
 * is not published is the unknown site (404) and counts nowhere; any other is counted against its
 * address's window for the site first, then a robot's (honeypot) is answered without storing,
 * bad input is a 400 (text PostgreSQL refuses and an address a `mailto:` link would misread
 * included) and a wrong hash the unknown site.
 */
export function reportForm({
  db,
  publishedSite,
  rateLimit = FORM_RATE.limit,
}: {
  db: Db;
  publishedSite: (siteId: string) => Promise<FormSite | null>;
  rateLimit?: number;
}): (post: FormPost) => Promise<FormOutcome> {
  const hit = batched({
    write: (keys: string[]) =>
      hitRateWindows({ db, keys, limit: rateLimit, windowMs: FORM_RATE.windowMs }),
  });
  return async ({ siteId, body, idempotencyKey, address }) => {
    const site = await publishedSite(siteId);
    if (site === null) throw ilhaError("unknownSite");
    const decision = await hit(formRateKey({ address, siteId: site.id }));
    if (!decision.isAllowed) return { retryAfterSeconds: decision.retryAfterSeconds };
    if (isHoneypotFilled(body)) return { id: null };
    const report = parseForm(complianceReport, withoutHoneypot(body));
    checkReplyAddress(report.email);
    if (report.siteHash !== site.hash) throw ilhaError("unknownSite");
    return storeComplianceReport({ db, site, report, idempotencyKey });
  };
}
