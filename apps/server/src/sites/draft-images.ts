import { open } from "node:fs/promises";
import { join } from "node:path";
import { ilhaError } from "@ilha/core";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database.ts";
import { isHostilePath } from "../hosting/static-site.ts";
import { requestAccess } from "./request-access.ts";
import { TEMPLATES, type TemplateName, templateDir } from "./site-documents.ts";

/** The image files a draft may show, by extension, with the type each is served as. */
const IMAGE_TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  avif: "image/avif",
  svg: "image/svg+xml",
};

/** A plain file name of an image: no folder, no dot file, one of `IMAGE_TYPES`' extensions. */
const IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}\.([a-z]{3,4})$/;

/**
 * Never run or framed as a page (an SVG's scripts stay dead); like every API answer it is
 * `no-store`, so no cache keeps an owner's draft.
 */
const DRAFT_IMAGE_HEADERS = {
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  "cross-origin-resource-policy": "same-site",
} as const;

const isTemplate = (name: string | null): name is TemplateName =>
  name !== null && (TEMPLATES as readonly string[]).includes(name);

/**
 * `GET /api/v1/sites/{id}/draft/images/{file}`: the images a draft's document refers to as
 * `/images/{file}` (its template's), for the site's owner and collaborators before any publish,
 * so the editor shows a draft with its pictures. Uploads need no such route: they are served at
 * `/media/{siteId}/{file}` from the moment they are stored.
 */
export function draftImageRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    app.get("/:id/draft/images/:file", async (request, reply) => {
      const { site } = await requestAccess(db, request);
      const { file } = request.params as { file: string };
      const path = (request.raw.url ?? "").split("?")[0] ?? "";
      const type = IMAGE_TYPES[IMAGE_NAME.exec(file)?.[1] ?? ""];
      if (type === undefined || isHostilePath(path) || !isTemplate(site.template)) {
        throw ilhaError("notFound");
      }
      const handle = await open(join(templateDir(site.template), "images", file)).catch(
        () => undefined,
      );
      if (handle === undefined) throw ilhaError("notFound");
      const { size } = await handle.stat();
      return reply
        .headers({ ...DRAFT_IMAGE_HEADERS, "content-type": type, "content-length": String(size) })
        .send(handle.createReadStream());
    });
  };
}
