import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { ERRORS } from "@ilha/core";
import { eq, sql, sum } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media, sites, siteVersions } from "../db/schema.ts";
import { testDatabases } from "../db/test-databases.ts";
import { mediaDir } from "../media/media-files.ts";
import { versionDir } from "../publishing/published-files.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";
import { animatedGif, testImage, uploadForm } from "../test-support/test-images.ts";

const filesIn = async (dir: string) => (await readdir(dir).catch(() => [])).sort();

/** An animation slow to convert, shared by the runs on each database. */
let heavyGif: Promise<Buffer> | undefined;

describe.each(testDatabases())("account limits on $name", (database) => {
  let t: TestApp;

  const blankSite = async (app: TestApp, token: string) => {
    const created = await app.call({
      method: "POST",
      url: "/api/v1/sites",
      payload: { name: "Limits" },
      token,
    });
    return created.json() as { id: string; slug: string };
  };
  const upload = (app: TestApp, id: string, token: string, bytes: Buffer, type = "image/png") =>
    app.call({
      method: "POST",
      url: `/api/v1/sites/${id}/media`,
      payload: uploadForm({ bytes, fileName: "image", type }),
      token,
    });
  const publish = (app: TestApp, id: string, token: string) =>
    app.call({ method: "POST", url: `/api/v1/sites/${id}/publish`, token });
  const versionsOf = async (app: TestApp, id: string) =>
    (
      await app.database.db
        .select({ number: siteVersions.number })
        .from(siteVersions)
        .where(eq(siteVersions.siteId, id))
    )
      .map((row) => row.number)
      .sort((a, b) => a - b);

  beforeAll(async () => {
    t = await testApp(database, { quotas: { publishesPerHour: 3, uploadsPerHour: 3 } });
  });

  afterAll(async () => {
    await t?.close();
  });

  it("records the bytes an upload's files take and refuses an upload past the media quota", async () => {
    const png = await testImage({ format: "png", width: 900, height: 600 });
    const probe = await testApp(database);
    const prober = await probe.account();
    const probed = await blankSite(probe, prober);
    expect((await upload(probe, probed.id, prober, png)).statusCode).toBe(201);
    const dir = mediaDir({ dataDir: probe.dataDir, siteId: probed.id });
    const written = await filesIn(dir);
    const onDisk = (
      await Promise.all(written.map(async (name) => (await stat(join(dir, name))).size))
    ).reduce((total, size) => total + size, 0);
    const [recorded] = await probe.database.db
      .select({ bytes: sum(media.bytes).mapWith(Number) })
      .from(media)
      .where(eq(media.siteId, probed.id));
    expect(recorded?.bytes).toBe(onDisk);
    await probe.close();

    // Room for one such image and a little more, across two sites of the same owner.
    const limited = await testApp(database, { quotas: { mediaBytesPerAccount: onDisk + 100 } });
    const owner = await limited.account();
    const first = await blankSite(limited, owner);
    const second = await blankSite(limited, owner);
    expect((await upload(limited, first.id, owner, png)).statusCode).toBe(201);
    const refused = await upload(limited, second.id, owner, png);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ ...ERRORS.mediaQuotaFull, details: { limit: onDisk + 100 } });
    expect(await filesIn(mediaDir({ dataDir: limited.dataDir, siteId: second.id }))).toEqual([]);
    const rows = await limited.database.db.select().from(media).where(eq(media.siteId, second.id));
    expect(rows).toEqual([]);
    // Another account's storage is its own.
    const other = await limited.account();
    const theirs = await blankSite(limited, other);
    expect((await upload(limited, theirs.id, other, png)).statusCode).toBe(201);
    await limited.close();
  });

  it("lets no burst of concurrent uploads pass the media quota", async () => {
    const png = await testImage({ format: "png", width: 900, height: 600 });
    const probe = await testApp(database);
    const prober = await probe.account();
    const probed = await blankSite(probe, prober);
    expect((await upload(probe, probed.id, prober, png)).statusCode).toBe(201);
    const [one] = await probe.database.db
      .select({ bytes: sum(media.bytes).mapWith(Number) })
      .from(media)
      .where(eq(media.siteId, probed.id));
    await probe.close();
    const limited = await testApp(database, {
      quotas: { mediaBytesPerAccount: Math.floor((one?.bytes ?? 0) * 1.5) },
    });
    const owner = await limited.account();
    const site = await blankSite(limited, owner);
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => upload(limited, site.id, owner, png)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403, 403]);
    const rows = await limited.database.db.select().from(media).where(eq(media.siteId, site.id));
    expect(rows).toHaveLength(1);
    // Only the stored image's files are left: 480, 768 and 900 px wide.
    const kept = Object.values(rows[0]?.sizes as Record<string, { url: string }>).map((variant) =>
      variant.url.slice(variant.url.lastIndexOf("/") + 1),
    );
    expect(await filesIn(mediaDir({ dataDir: limited.dataDir, siteId: site.id }))).toEqual(
      [...new Set(kept)].sort(),
    );
    expect(kept).toHaveLength(4);
    expect(new Set(kept).size).toBe(3);
    await limited.close();
  });

  it("refuses an upload past the hourly rate with Retry-After, storing nothing", async () => {
    const owner = await t.account();
    const site = await blankSite(t, owner);
    const png = await testImage({ format: "png", width: 40, height: 40 });
    for (let index = 0; index < 3; index++) {
      expect((await upload(t, site.id, owner, png)).statusCode).toBe(201);
    }
    const refused = await upload(t, site.id, owner, png);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(ERRORS.tooManyUploads);
    const wait = Number(refused.headers["retry-after"]);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    const rows = await t.database.db.select().from(media).where(eq(media.siteId, site.id));
    expect(rows).toHaveLength(3);
    // The limit is the account's, over all its sites.
    const another = await blankSite(t, owner);
    expect((await upload(t, another.id, owner, png)).statusCode).toBe(429);
  });

  it("refuses an animation of more frames than the limit and keeps one within it", async () => {
    const owner = await t.account();
    const site = await blankSite(t, owner);
    const longer = await animatedGif({ width: 8, height: 8, frames: 101 });
    const refused = await upload(t, site.id, owner, longer, "image/gif");
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ ...ERRORS.imageTooManyFrames, details: { limit: 100 } });
    const within = await animatedGif({ width: 8, height: 8, frames: 100 });
    expect((await upload(t, site.id, owner, within, "image/gif")).statusCode).toBe(201);
    expect(await filesIn(mediaDir({ dataDir: t.dataDir, siteId: site.id }))).toHaveLength(1);
  });

  it("stops an image job past its time limit, leaving no file and no row", async () => {
    const slow = await testApp(database, { quotas: { imageTimeoutSeconds: 1 } });
    const owner = await slow.account();
    const site = await blankSite(slow, owner);
    // 100 frames of 700 × 700 (49 megapixels) take seconds to encode as an animated WebP; made
    // once for both databases (it takes 9 s itself).
    heavyGif ??= animatedGif({ width: 700, height: 700, frames: 100 });
    const heavy = await heavyGif;
    const refused = await upload(slow, site.id, owner, heavy, "image/gif");
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(ERRORS.imageTooSlow);
    expect(await filesIn(mediaDir({ dataDir: slow.dataDir, siteId: site.id }))).toEqual([]);
    const rows = await slow.database.db.select().from(media).where(eq(media.siteId, site.id));
    expect(rows).toEqual([]);
    await slow.close();
  }, 60_000);

  it("refuses a publish past the hourly rate with Retry-After, writing no version", async () => {
    const owner = await t.account();
    const site = await blankSite(t, owner);
    for (let index = 0; index < 3; index++) {
      expect((await publish(t, site.id, owner)).statusCode).toBe(200);
    }
    const refused = await publish(t, site.id, owner);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(ERRORS.tooManyPublishes);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3500);
    expect(await versionsOf(t, site.id)).toEqual([1, 2, 3]);
    expect(await filesIn(join(t.dataDir, "published", site.id))).toEqual(["1", "2", "3"]);
  });

  it("refuses to publish a draft larger than the site limits, writing no version", async () => {
    const owner = await t.account();
    const site = await blankSite(t, owner);
    const extra = Array.from({ length: 51 }, (_, index) => ({
      path: `/extra-${index}`,
      meta: { title: `Extra ${index}` },
      components: [],
    }));
    // A draft stored before the limits were lowered: publishing measures it again.
    await t.database.db
      .update(sites)
      .set({
        document: sql`jsonb_set(${sites.document}, '{content,en,pages}', ${sites.document}->'content'->'en'->'pages' || ${JSON.stringify(extra)}::jsonb)`,
      })
      .where(eq(sites.id, site.id));
    const refused = await publish(t, site.id, owner);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      ...ERRORS.siteTooLarge,
      details: [{ path: "pages", limit: 50 }],
    });
    expect(await versionsOf(t, site.id)).toEqual([]);
    expect(await filesIn(join(t.dataDir, "published", site.id))).toEqual([]);
  });

  it("keeps the newest versions after each publish, and the live one, rows and folders", async () => {
    const pruned = await testApp(database, { quotas: { keptVersions: 2 } });
    const owner = await pruned.account();
    const site = await blankSite(pruned, owner);
    for (let index = 0; index < 4; index++) {
      expect((await publish(pruned, site.id, owner)).statusCode).toBe(200);
    }
    expect(await versionsOf(pruned, site.id)).toEqual([3, 4]);
    expect(await filesIn(join(pruned.dataDir, "published", site.id))).toEqual(["3", "4"]);
    const restored = await pruned.call({
      method: "POST",
      url: `/api/v1/sites/${site.id}/versions/3/restore`,
      token: owner,
    });
    expect(restored.statusCode).toBe(200);
    const gone = await pruned.call({
      method: "POST",
      url: `/api/v1/sites/${site.id}/versions/1/restore`,
      token: owner,
    });
    expect(gone.json()).toEqual(ERRORS.notFound);
    expect((await pruned.call({ method: "GET", url: `/s/${site.slug}/` })).statusCode).toBe(200);
    expect((await publish(pruned, site.id, owner)).statusCode).toBe(200);
    expect(await versionsOf(pruned, site.id)).toEqual([4, 5]);
    expect(
      await filesIn(versionDir({ dataDir: pruned.dataDir, siteId: site.id, version: 3 })),
    ).toEqual([]);
    await pruned.close();
  });
});
