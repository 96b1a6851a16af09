import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../db/test-databases.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";
import { liveVersions, SITE_READ_TTL_MS } from "./live-versions.ts";

describe.each(testDatabases())("live versions while the database fails, on $name", (database) => {
  let t: TestApp;
  let owner: string;
  let site: { id: string; slug: string };

  beforeAll(async () => {
    t = await testApp(database);
    owner = await t.account();
    site = await t.templateSite(owner);
    await t.call({ method: "POST", url: `/api/v1/sites/${site.id}/publish`, token: owner });
  });

  afterAll(async () => {
    await t?.close();
  });

  /** Every lookup fails while the table is away, as it does when the database cannot answer. */
  async function withSitesAway(run: () => Promise<void>): Promise<void> {
    await t.database.db.execute(sql`alter table sites rename to sites_away`);
    try {
      await run();
    } finally {
      await t.database.db.execute(sql`alter table sites_away rename to sites`);
    }
  }

  it("answers a published site's last known live version when its lookup fails, and any other slug fails", async () => {
    let clock = 0;
    const live = liveVersions({ db: t.database.db, now: () => clock });
    const known = await live.of(site.slug);
    expect(known).toMatchObject({ siteId: site.id, version: 1 });
    expect(await live.of("never-published")).toBeNull();
    await withSitesAway(async () => {
      clock += SITE_READ_TTL_MS + 1;
      expect(await live.of(site.slug)).toEqual(known);
      await expect(live.of("never-published")).rejects.toThrow();
      await expect(live.of("never-read")).rejects.toThrow();
    });
    clock += SITE_READ_TTL_MS + 1;
    expect(await live.of(site.slug)).toEqual(known);
  });

  it("keeps serving a published site's pages while the database fails, follows it again after, and never brings back an unpublished one", async () => {
    const home = await t.call({ method: "GET", url: `/s/${site.slug}/pricing/` });
    expect(home.statusCode).toBe(200);
    await withSitesAway(async () => {
      await new Promise((done) => setTimeout(done, SITE_READ_TTL_MS + 100));
      const during = await t.call({ method: "GET", url: `/s/${site.slug}/pricing/` });
      expect(during.statusCode).toBe(200);
      expect(during.body).toBe(home.body);
      const api = await t.call({ method: "GET", url: `/api/v1/sites/${site.id}`, token: owner });
      expect(api.statusCode).toBe(500);
    });
    const unpublished = await t.call({
      method: "POST",
      url: `/api/v1/sites/${site.id}/unpublish`,
      token: owner,
    });
    expect(unpublished.statusCode).toBeLessThan(300);
    expect((await t.call({ method: "GET", url: `/s/${site.slug}/pricing/` })).statusCode).toBe(404);
    await withSitesAway(async () => {
      await new Promise((done) => setTimeout(done, SITE_READ_TTL_MS + 100));
      const after = await t.call({ method: "GET", url: `/s/${site.slug}/pricing/` });
      expect(after.statusCode).toBe(500);
    });
  });
});
