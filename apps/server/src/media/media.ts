import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { type ImageSet, ilhaError, imageSet } from "@ilha/core";
import { and, count, desc, eq, sql, sum } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { media, sites } from "../db/schema.ts";
import type { SiteRow } from "../sites/site-access.ts";
import { inspectImage } from "./inspect-image.ts";
import { mediaDir, mediaUrl } from "./media-files.ts";
import { referencedMediaFiles } from "./published-media.ts";
import { renderImageSet } from "./render-image-set.ts";

/**
 * An uploaded image as the document's image fields take it: `imgUrl` and `imgDimensions` paste
 * into an image (`{ imgUrl, imgDimensions, alt }`) or a background (`backgroundImgUrl`, …).
 */
export type MediaItem = {
  id: string;
  imgUrl: string;
  imgDimensions: ImageSet;
  createdAt: string;
};

function item(row: typeof media.$inferSelect): MediaItem {
  const imgDimensions = imageSet.parse(row.sizes);
  return {
    id: row.id,
    imgUrl: imgDimensions.medium?.url ?? "",
    imgDimensions,
    createdAt: row.createdAt.toISOString(),
  };
}

const fileNamesOf = (set: ImageSet) =>
  new Set(Object.values(set).map((variant) => variant.url.slice(variant.url.lastIndexOf("/") + 1)));

/** The bytes the media files of every site of `ownerId` take on disk. */
export async function storedMediaBytes({ db, ownerId }: { db: Db; ownerId: string }) {
  const [row] = await db
    .select({ total: sum(media.bytes).mapWith(Number) })
    .from(media)
    .innerJoin(sites, eq(sites.id, media.siteId))
    .where(eq(sites.ownerId, ownerId));
  return row?.total ?? 0;
}

export type MediaLimits = {
  /** Bytes the media files of all the owner's sites may take (403 `media_quota_full`). */
  maxBytes: number;
  /** Frames of an animation (413 `image_too_many_frames`). */
  maxFrames: number;
  /** Seconds each rendition may take (422 `image_too_slow`). */
  timeoutSeconds: number;
};

/**
 * Stores an upload: checks what it is from its bytes, writes its WebP renditions, then records
 * it with the bytes its files take, counted against the site owner's media quota. A row always
 * has its files; files without a row are removed when recording fails or the quota is passed.
 * The owner's total is read and the row written under a lock on the owner, so concurrent
 * uploads cannot pass the quota together.
 */
export async function uploadMedia({
  db,
  dataDir,
  site,
  bytes,
  limits,
}: {
  db: Db;
  dataDir: string;
  site: Pick<SiteRow, "id" | "ownerId">;
  bytes: Buffer;
  limits: MediaLimits;
}): Promise<MediaItem> {
  const siteId = site.id;
  const image = await inspectImage({ bytes, maxFrames: limits.maxFrames });
  if ((await storedMediaBytes({ db, ownerId: site.ownerId })) >= limits.maxBytes) {
    throw ilhaError("mediaQuotaFull", { limit: limits.maxBytes });
  }
  const id = randomUUID();
  const dir = mediaDir({ dataDir, siteId });
  const {
    imageSet: sizes,
    fileNames,
    bytesWritten,
  } = await renderImageSet({
    bytes,
    image,
    dir,
    mediaId: id,
    urlOf: (fileName) => mediaUrl({ siteId, fileName }),
    timeoutSeconds: limits.timeoutSeconds,
  });
  try {
    const row = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`media:${site.ownerId}`}))`);
      const stored = await storedMediaBytes({ db: tx, ownerId: site.ownerId });
      if (stored + bytesWritten > limits.maxBytes) {
        throw ilhaError("mediaQuotaFull", { limit: limits.maxBytes });
      }
      const [inserted] = await tx
        .insert(media)
        .values({ id, siteId, sizes, bytes: bytesWritten })
        .returning();
      if (inserted === undefined) throw new Error("the insert returns the media");
      return inserted;
    });
    return item(row);
  } catch (error) {
    await Promise.all(fileNames.map((name) => rm(join(dir, name), { force: true })));
    throw error;
  }
}

/** A site's media, newest first. */
export async function listMedia({
  db,
  siteId,
  page,
  limit,
}: {
  db: Db;
  siteId: string;
  page: number;
  limit: number;
}): Promise<{ items: MediaItem[]; totalCount: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(media)
      .where(eq(media.siteId, siteId))
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(media).where(eq(media.siteId, siteId)),
  ]);
  return { items: rows.map(item), totalCount: total?.value ?? 0 };
}

/**
 * Deletes an image and its files. Refused (409) while the draft uses it; published versions
 * keep their own copies, so deleting never breaks a live site.
 */
export async function deleteMedia({
  db,
  dataDir,
  site,
  mediaId,
}: {
  db: Db;
  dataDir: string;
  site: SiteRow;
  mediaId: string;
}): Promise<void> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.siteId, site.id), eq(media.id, mediaId)));
  if (row === undefined) throw ilhaError("notFound");
  const files = fileNamesOf(item(row).imgDimensions);
  const used = referencedMediaFiles({ document: site.document, siteId: site.id });
  if ([...files].some((file) => used.has(file))) throw ilhaError("mediaInUse");
  await db.delete(media).where(and(eq(media.siteId, site.id), eq(media.id, mediaId)));
  const dir = mediaDir({ dataDir, siteId: site.id });
  await Promise.all([...files].map((file) => rm(join(dir, file), { force: true })));
}
