import { and, eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { confirmedEmails } from "../db/schema.ts";

/**
 * Why a site's contact messages are or are not mailed to its owner: `no_address` (the site names
 * none), `mail_off` (this server has no SMTP), `unconfirmed` (the owner has not confirmed the
 * address by its link: messages wait in the inbox only), `confirmed` (each message is mailed).
 */
export type NotificationStatus = "confirmed" | "unconfirmed" | "mail_off" | "no_address";

export type NotificationEmail = {
  email: string;
  isConfirmed: boolean;
  isMailConfigured: boolean;
  status: NotificationStatus;
};

/** The address a site document's contact messages go to (`settings.email`), or "". */
export function notificationAddress(document: unknown): string {
  const settings = (document as { settings?: { email?: unknown } } | null)?.settings;
  return typeof settings?.email === "string" ? settings.email : "";
}

/**
 * Whether `userId` has confirmed `email`. Addresses are compared as the site's settings write
 * them: the forms send only to a `settings.email` stored here for the site's owner.
 */
export async function isAddressConfirmed({
  db,
  userId,
  email,
}: {
  db: Db;
  userId: string;
  email: string;
}): Promise<boolean> {
  if (email === "") return false;
  const [row] = await db
    .select({ email: confirmedEmails.email })
    .from(confirmedEmails)
    .where(and(eq(confirmedEmails.userId, userId), eq(confirmedEmails.email, email)));
  return row !== undefined;
}

/** What the owner (or a collaborator) is told about a site's notification e-mails. */
export async function notificationEmail({
  db,
  site,
  isMailConfigured,
}: {
  db: Db;
  site: { ownerId: string; document: unknown };
  isMailConfigured: boolean;
}): Promise<NotificationEmail> {
  const email = notificationAddress(site.document);
  const isConfirmed = await isAddressConfirmed({ db, userId: site.ownerId, email });
  const status: NotificationStatus =
    email === ""
      ? "no_address"
      : !isMailConfigured
        ? "mail_off"
        : isConfirmed
          ? "confirmed"
          : "unconfirmed";
  return { email, isConfirmed, isMailConfigured, status };
}
