import { eq } from "drizzle-orm";
import type { User } from "../auth/accounts.ts";
import { hashToken } from "../auth/tokens.ts";
import { outbox, sessions, sites, users } from "../db/schema.ts";
import type { TestApp } from "../test-support/test-app.ts";

/** The user a bearer token signs in, as the operations take them. */
export async function userOf(t: TestApp, token: string): Promise<User> {
  const [row] = await t.database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(eq(sessions.tokenHash, hashToken(token)));
  if (row === undefined) throw new Error("no user signs in with this token");
  return row;
}

/** A site's owner, as the operations take them. */
export async function ownerOf(t: TestApp, siteId: string): Promise<User> {
  const [row] = await t.database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(sites, eq(sites.ownerId, users.id))
    .where(eq(sites.id, siteId));
  if (row === undefined) throw new Error(`no site ${siteId}`);
  return row;
}

/** The owner saves another notification address through the API, as any owner may. */
export async function setSiteEmail(
  t: TestApp,
  { siteId, token, email }: { siteId: string; token: string; email: string },
): Promise<void> {
  const document = await t.call({ method: "GET", url: `/api/v1/sites/${siteId}`, token });
  const body = document.json() as { settings: Record<string, unknown> };
  const saved = await t.call({
    method: "PUT",
    url: `/api/v1/sites/${siteId}`,
    token,
    headers: { "if-match": document.headers.etag as string },
    payload: { ...body, settings: { ...body.settings, email } },
  });
  if (saved.statusCode !== 200) throw new Error(`saving the address answered ${saved.body}`);
}

/** The owner asks for a confirmation link for the site's address. */
export function askConfirmation(
  t: TestApp,
  { siteId, token, isShared = false }: { siteId: string; token: string; isShared?: boolean },
) {
  return t.call({
    method: "POST",
    url: `/api/v1/sites/${siteId}/notification-email/confirmation`,
    token,
    isShared,
  });
}

/** The token of the newest confirmation mail queued to `email`, read from its link. */
export async function mailedToken(t: TestApp, email: string): Promise<string> {
  const rows = await t.database.db.select().from(outbox).where(eq(outbox.recipient, email));
  const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  const match = /\/confirm-email#([A-Za-z0-9_-]+)$/m.exec(newest?.body ?? "");
  if (match?.[1] === undefined) throw new Error(`no confirmation link mailed to ${email}`);
  return match[1];
}
