import type { ContactFields, CookieSettings } from "@ilha/core";

export type ContactSubmissionBody = Partial<ContactFields> & {
  siteHash?: string;
  isCookieAccepted?: boolean;
  website?: string;
};

/** Spec §7: where a site's contact form posts, under the render mode's `apiPath`. */
export function contactFormUrl({ apiPath, siteId }: { apiPath: string; siteId: string }): string {
  return `${apiPath}/sites/form/contact/${encodeURIComponent(siteId)}/`;
}

/**
 * Spec §7's JSON body: name, email, message and siteHash with empty values left out;
 * `isCookieAccepted` (the marketing flag) only when the visitor's cookie settings are stored; the
 * honeypot `website` only when something filled it.
 */
export function contactSubmissionBody({
  fields,
  siteHash,
  cookieSettings,
  website,
}: {
  fields: ContactFields;
  siteHash: string;
  cookieSettings: CookieSettings | null;
  website: string;
}): ContactSubmissionBody {
  const body: ContactSubmissionBody = {};
  const texts = {
    name: fields.name.trim(),
    email: fields.email.trim(),
    message: fields.message.trim(),
    siteHash,
  };
  for (const [key, value] of Object.entries(texts) as [keyof typeof texts, string][]) {
    if (value !== "") body[key] = value;
  }
  if (cookieSettings !== null) body.isCookieAccepted = cookieSettings.marketing;
  if (website !== "") body.website = website;
  return body;
}
