import { type ContactSubmission, contactSubmission, ilhaError } from "@ilha/core";
import { batched } from "../db/batched.ts";
import type { Db } from "../db/database.ts";
import { FORM_RATE, formRateKey } from "../rate-limits/form-rate.ts";
import { hitRateWindows } from "../rate-limits/rate-window.ts";
import { type ContactMessage, storeContactMessages } from "./contact-store.ts";
import { checkReplyAddress, parseForm } from "./form-errors.ts";
import type { FormOutcome, FormPost } from "./form-outcome.ts";
import type { FormSite } from "./form-site.ts";
import { isHoneypotFilled, withoutHoneypot } from "./honeypot.ts";
import { notificationMail } from "./notification-mail.ts";

/** A post's valid submission, or what it is instead: a robot's post, or bad input's error. */
function checkContact({
  body,
  site,
}: {
  body: unknown;
  site: FormSite;
}): { submission: ContactSubmission } | { error: unknown } | { isRobot: true } {
  if (isHoneypotFilled(body)) return { isRobot: true };
  try {
    const submission = parseForm(contactSubmission, withoutHoneypot(body));
    checkReplyAddress(submission.email);
    if (submission.siteHash !== site.hash) return { error: ilhaError("unknownSite") };
    return { submission };
  } catch (error) {
    return { error };
  }
}

/**
 * The contact form's operation: validate → limit → store → notify. A post to a site that is not
 * published is the unknown site (404) and counts nowhere. Any other post counts against its
 * address's window for the site: a valid one is counted, stored and its mail queued by one
 * batched statement (`storeContactMessages`); a robot's (honeypot), bad input (a 400, text
 * PostgreSQL refuses and an address a `mailto:` link would misread included) or a wrong hash
 * (404) is counted on its own, then answered.
 * Concurrent posts share their statements (group commit).
 */
export function contactForm({
  db,
  publishedSite,
  rateLimit = FORM_RATE.limit,
  isMailConfigured,
}: {
  db: Db;
  publishedSite: (siteId: string) => Promise<FormSite | null>;
  rateLimit?: number;
  isMailConfigured: boolean;
}): (post: FormPost) => Promise<FormOutcome> {
  const rate = { limit: rateLimit, windowMs: FORM_RATE.windowMs };
  const store = batched({
    write: (messages: ContactMessage[]) => storeContactMessages({ db, messages, rate }),
  });
  const hit = batched({ write: (keys: string[]) => hitRateWindows({ db, keys, ...rate }) });
  return async ({ siteId, body, idempotencyKey, address }) => {
    const site = await publishedSite(siteId);
    if (site === null) throw ilhaError("unknownSite");
    const rateKey = formRateKey({ address, siteId: site.id });
    const checked = checkContact({ body, site });
    if (!("submission" in checked)) {
      const decision = await hit(rateKey);
      if (!decision.isAllowed) return { retryAfterSeconds: decision.retryAfterSeconds };
      if ("error" in checked) throw checked.error;
      return { id: null };
    }
    const { submission } = checked;
    const mail =
      isMailConfigured && site.email !== "" ? notificationMail({ site, submission }) : null;
    return store({ site, submission, idempotencyKey, rateKey, mail });
  };
}
