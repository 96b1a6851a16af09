import { eq } from "drizzle-orm";
import { confirmedEmails, sites } from "../db/schema.ts";
import type { TestApp } from "../test-support/test-app.ts";

/** A copy of the template owned by `token`'s user, published so its forms take posts. */
export async function publishedSite(t: TestApp, token: string) {
  const site = await t.templateSite(token);
  const published = await t.call({
    method: "POST",
    url: `/api/v1/sites/${site.id}/publish`,
    token,
  });
  if (published.statusCode !== 200) throw new Error(`publishing answered ${published.body}`);
  return site;
}

/** Records `email` as confirmed by the site's owner, as following the link in its mail does. */
export async function confirmAddress(
  t: TestApp,
  { siteId, email }: { siteId: string; email: string },
) {
  const [site] = await t.database.db
    .select({ ownerId: sites.ownerId })
    .from(sites)
    .where(eq(sites.id, siteId));
  if (site === undefined) throw new Error(`no site ${siteId}`);
  await t.database.db
    .insert(confirmedEmails)
    .values({ userId: site.ownerId, email })
    .onConflictDoNothing();
}

/** The template's notification address (`settings.email`). */
export const TEMPLATE_EMAIL = "reservas@mare-rent.example";
