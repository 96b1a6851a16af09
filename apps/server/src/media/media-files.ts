import { join } from "node:path";
import type { ImageSizeName } from "@ilha/core";

/** Largest upload accepted, in bytes (the `imageTooLarge` message says 10 MiB). */
export const MEDIA_UPLOAD_LIMIT = 10 * 1024 * 1024;

/** Largest image decoded, in pixels over all its frames (the `imageTooManyPixels` message). */
export const MEDIA_MAX_PIXELS = 50_000_000;

const FILE_NAME = /^[0-9a-f-]{36}-(?:small|medium|large|xlarge)\.webp$/;
const SITE_ID = /^[\w-]{1,64}$/;

/**
 * Where a site's media live: `{dataDir}/media/{siteId}/{mediaId}-{size}.webp`. A file is written
 * once under a temporary name, renamed into place, and never changed after; only deleting the
 * media removes it.
 */
export function mediaDir({ dataDir, siteId }: { dataDir: string; siteId: string }): string {
  return join(dataDir, "media", siteId);
}

export function mediaFileName({ mediaId, size }: { mediaId: string; size: ImageSizeName }): string {
  return `${mediaId}-${size}.webp`;
}

/**
 * The address of a media file: an absolute path, so it works from the server root and, once
 * publishing has copied the file into the version's folders, under `/s/{slug}/` and on the
 * site's own host (assets take the route base there).
 */
export function mediaUrl({ siteId, fileName }: { siteId: string; fileName: string }): string {
  return `/media/${siteId}/${fileName}`;
}

export function isMediaFileName(name: string): boolean {
  return FILE_NAME.test(name);
}

export function isMediaSiteId(siteId: string): boolean {
  return SITE_ID.test(siteId);
}

/** A path naming a media file (`/media/{siteId}/{file}`): immutable wherever it is served. */
export function isMediaPath(path: string): boolean {
  const [empty, media, siteId, file, ...rest] = path.split("/");
  return (
    empty === "" &&
    media === "media" &&
    rest.length === 0 &&
    siteId !== undefined &&
    isMediaSiteId(siteId) &&
    file !== undefined &&
    isMediaFileName(file)
  );
}
