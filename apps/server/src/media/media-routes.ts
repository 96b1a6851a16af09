import fastifyMultipart from "@fastify/multipart";
import { ERRORS, IlhaError, ilhaError } from "@ilha/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Db } from "../db/database.ts";
import { hitAccountRate } from "../quotas/account-rate.ts";
import type { Quotas } from "../quotas/quotas.ts";
import { requestAccess } from "../sites/request-access.ts";
import { requireOwner } from "../sites/site-access.ts";
import { deleteMedia, listMedia, uploadMedia } from "./media.ts";
import { MEDIA_UPLOAD_LIMIT } from "./media-files.ts";

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
const mediaParams = z.object({ id: z.string(), mediaId: z.string().uuid() });

/** Room for the multipart framing and a few small fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
const TOO_LARGE = new Set(["FST_REQ_FILE_TOO_LARGE", "FST_FILES_LIMIT", "FST_PARTS_LIMIT"]);

/**
 * The uploaded file's bytes: the first file part of a multipart/form-data body, whatever its
 * field name. 415 when the body is not multipart, 413 beyond `MEDIA_UPLOAD_LIMIT`, 400 when
 * no file is sent or the framing is broken.
 */
async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw ilhaError("multipartRequired");
  const declared = Number(request.headers["content-length"] ?? 0);
  if (declared > MEDIA_UPLOAD_LIMIT + MULTIPART_OVERHEAD) throw ilhaError("imageTooLarge");
  try {
    const file = await request.file();
    if (file === undefined) {
      throw ilhaError("fieldRequired", [{ path: "file", message: ERRORS.fieldRequired.message }]);
    }
    const bytes = await file.toBuffer();
    // The parser misses a file that crosses the limit exactly at a chunk's end: ask the stream.
    if (file.file.truncated) throw ilhaError("imageTooLarge");
    return bytes;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === "string" && TOO_LARGE.has(code)) throw ilhaError("imageTooLarge");
    if (error instanceof IlhaError) throw error;
    throw ilhaError("invalidRequest");
  }
}

export type MediaRouteOptions = {
  db: Db;
  dataDir: string;
  quotas: Quotas;
};

/**
 * `/api/v1/sites/{id}/media`: upload (owner or collaborator), list, and delete (owner). The
 * multipart parser lives in this plugin only; every other route stays JSON.
 */
export function mediaRoutes({ db, dataDir, quotas }: MediaRouteOptions) {
  const limits = {
    maxBytes: quotas.mediaBytesPerAccount,
    maxFrames: quotas.imageFrames,
    timeoutSeconds: quotas.imageTimeoutSeconds,
  };
  return async (app: FastifyInstance) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: MEDIA_UPLOAD_LIMIT, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    });
    // Any other body type reaches the route, which answers that it wants multipart.
    app.addContentTypeParser("*", (_request, _payload, done) => done(null, undefined));

    app.post("/:id/media", async (request, reply) => {
      const { site } = await requestAccess(db, request);
      // Counted against the owner's account, whoever uploads: the storage is the owner's.
      await hitAccountRate({
        db,
        reply,
        action: "upload",
        userId: site.ownerId,
        limit: quotas.uploadsPerHour,
      });
      const bytes = await uploadedBytes(request);
      const uploaded = await uploadMedia({ db, dataDir, site, bytes, limits });
      return reply.status(201).send(uploaded);
    });

    app.get("/:id/media", async (request, reply) => {
      const { site } = await requestAccess(db, request);
      const { page, limit } = pageQuery.parse(request.query);
      const { items, totalCount } = await listMedia({ db, siteId: site.id, page, limit });
      return reply.header("x-total-count", String(totalCount)).send(items);
    });

    app.delete("/:id/media/:mediaId", async (request, reply) => {
      const { site, role } = await requestAccess(db, request);
      requireOwner(role);
      const { mediaId } = mediaParams.parse(request.params);
      await deleteMedia({ db, dataDir, site, mediaId });
      return reply.status(204).send();
    });
  };
}
