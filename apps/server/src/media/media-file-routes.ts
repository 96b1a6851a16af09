import { open } from "node:fs/promises";
import { join } from "node:path";
import { ilhaError } from "@ilha/core";
import type { FastifyInstance } from "fastify";
import { isHostilePath } from "../hosting/static-site.ts";
import { isMediaFileName, isMediaSiteId, mediaDir } from "./media-files.ts";

/** Headers of every media file: immutable under its name, an image and nothing else. */
export const MEDIA_FILE_HEADERS = {
  "content-type": "image/webp",
  "cache-control": "public, max-age=31536000, immutable",
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'",
  "cross-origin-resource-policy": "cross-origin",
} as const;

/**
 * `GET /media/{siteId}/{file}`: uploaded images, public (published pages and exports show
 * them). Only names the upload writes are served; anything else, including any path that
 * could leave the media folder, is 404.
 */
export function mediaFileRoutes({ dataDir }: { dataDir: string }) {
  return async (app: FastifyInstance) => {
    app.get("/media/:siteId/:file", async (request, reply) => {
      const { siteId, file } = request.params as { siteId: string; file: string };
      const path = (request.raw.url ?? "").split("?")[0] ?? "";
      if (isHostilePath(path) || !isMediaSiteId(siteId) || !isMediaFileName(file)) {
        throw ilhaError("notFound");
      }
      const handle = await open(join(mediaDir({ dataDir, siteId }), file)).catch(() => undefined);
      if (handle === undefined) throw ilhaError("notFound");
      const { size } = await handle.stat();
      return reply
        .headers({ ...MEDIA_FILE_HEADERS, "content-length": String(size) })
        .send(handle.createReadStream());
    });
  };
}
