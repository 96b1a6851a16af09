import { open } from "node:fs/promises";
import { join } from "node:path";
import { ilhaError } from "@ilha/core";
import { SECTIONS_STATIC_DIR } from "@ilha/sections/static-dir";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { User } from "../auth/accounts.ts";
import { bearerToken } from "../auth/bearer.ts";
import { canvasTokenOf } from "../auth/canvas-cookie.ts";
import { canvasUserOfToken } from "../auth/canvas-tokens.ts";
import { requestTime } from "../auth/clock.ts";
import { sessionOfToken } from "../auth/sessions.ts";
import type { Db } from "../db/database.ts";
import { isHostilePath } from "../hosting/static-site.ts";
import { isMediaFileName, mediaUrl } from "../media/media-files.ts";
import { siteAccess } from "./site-access.ts";
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
 * The site of the route's `:id` for its owner, or a collaborator: by the session's bearer token
 * (with `X-Shared-Editing` for a collaborator), or by the canvas token of the canvas's cookie (an
 * `<img>` sends no header), which reads for an owner and a collaborator alike.
 */
async function draftAccess(db: Db, request: FastifyRequest) {
  const now = requestTime(request);
  const bearer = bearerToken(request);
  const canvasToken = canvasTokenOf(request);
  let user: User | null = null;
  if (bearer !== undefined) {
    user = (await sessionOfToken({ db, token: bearer, now }))?.user ?? null;
  } else if (canvasToken !== undefined) {
    user = await canvasUserOfToken({ db, token: canvasToken, now });
  }
  if (user === null) throw ilhaError("unauthorized");
  const { id } = request.params as { id: string };
  const isShared = bearer === undefined || request.headers["x-shared-editing"] !== undefined;
  return siteAccess({
    db,
    user: { id: user.id, email: user.email },
    siteId: id,
    isSharedEditing: isShared,
  });
}

/** Sends the first of `paths` that opens, as an image of `type`; the catalogue's 404 when none. */
async function sendFirst(reply: FastifyReply, paths: string[], type: string) {
  for (const path of paths) {
    const handle = await open(path).catch(() => undefined);
    if (handle === undefined) continue;
    const { size } = await handle.stat();
    return reply
      .headers({ ...DRAFT_IMAGE_HEADERS, "content-type": type, "content-length": String(size) })
      .send(handle.createReadStream());
  }
  throw ilhaError("notFound");
}

function imageType(request: FastifyRequest, file: string): string {
  const path = (request.raw.url ?? "").split("?")[0] ?? "";
  const type = IMAGE_TYPES[IMAGE_NAME.exec(file)?.[1] ?? ""];
  if (type === undefined || isHostilePath(path)) throw ilhaError("notFound");
  return type;
}

/**
 * A draft's files as its published site will hold them, under `/api/v1/sites/{id}/draft/`, for
 * the site's owner and collaborators before any publish (the editor's canvas uses it as the
 * site's base): `images/{file}` (its template's, else the sections' placeholders), `flags/{file}`
 * (the language menu's), and `media/{id}/{file}` (its uploads, where they are always served).
 */
export function draftImageRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    app.get("/:id/draft/images/:file", async (request, reply) => {
      const { site } = await draftAccess(db, request);
      const { file } = request.params as { file: string };
      const type = imageType(request, file);
      const folders = [
        ...(isTemplate(site.template) ? [join(templateDir(site.template), "images")] : []),
        join(SECTIONS_STATIC_DIR, "images"),
      ];
      return sendFirst(
        reply,
        folders.map((folder) => join(folder, file)),
        type,
      );
    });
    app.get("/:id/draft/flags/:file", async (request, reply) => {
      await draftAccess(db, request);
      const { file } = request.params as { file: string };
      return sendFirst(reply, [join(SECTIONS_STATIC_DIR, "flags", file)], imageType(request, file));
    });
    app.get("/:id/draft/media/:siteId/:file", async (request, reply) => {
      const { site } = await draftAccess(db, request);
      const { siteId, file } = request.params as { siteId: string; file: string };
      if (siteId !== site.id || !isMediaFileName(file)) throw ilhaError("notFound");
      return reply.redirect(mediaUrl({ siteId, fileName: file }), 302);
    });
  };
}
