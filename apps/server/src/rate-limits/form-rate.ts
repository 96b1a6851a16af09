/** Per address and site: 10 form posts in 10 minutes (the limit is configurable, the window not). */
export const FORM_RATE = { limit: 10, windowMs: 10 * 60 * 1000 } as const;

/**
 * Notification e-mails of contact messages, per site and per receiving address, an hour: a
 * message past either limit is stored (the owner reads it in the inbox), only its mail is not
 * queued. The recipient's limit spans every site that names the address.
 */
export const NOTIFICATION_MAIL_RATE = {
  perSite: 100,
  perRecipient: 200,
  windowMs: 60 * 60 * 1000,
} as const;

/** The rate-window keys of a notification mail: its site's and its recipient's. */
export function notificationMailKeys({ siteId, recipient }: { siteId: string; recipient: string }) {
  return { site: `mail-site:${siteId}`, recipient: `mail-to:${recipient.toLowerCase()}` };
}

/** The rate-window key of form posts from a visitor's address (`clientAddress`) to a site. */
export function formRateKey({ address, siteId }: { address: string; siteId: string }): string {
  return `form:${address}:${siteId}`;
}
