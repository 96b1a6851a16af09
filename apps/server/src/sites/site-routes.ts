import { siteSlug } from "@ilha/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { requireUser } from "../auth/bearer.ts";
import type { Db } from "../db/database.ts";
import type { Quotas } from "../quotas/quotas.ts";
import { expectedVersion } from "./if-match.ts";
import { patchSite } from "./patch-site.ts";
import { isSharedEditing, requestAccess } from "./request-access.ts";
import { requireOwner } from "./site-access.ts";
import { TEMPLATES } from "./site-documents.ts";
import { type LiveUrlOf, listSites, siteSummary } from "./site-list.ts";
import { createSite, deleteSite, saveSite } from "./sites.ts";

const newSite = z.strictObject({
  name: z.string().trim().min(1).max(120),
  template: z.enum(TEMPLATES).optional(),
  slug: siteSlug.optional(),
});

/**
 * A whole site document: larger than any form, bounded all the same. Twice the stored limit,
 * so an indented body of the largest document allowed is still read and measured.
 */
export const documentBodyLimit = (quotas: Quotas) => 2 * quotas.siteSize.documentBytes;

const etag = (version: number) => `"${version}"`;

/** At most this many operations in one PATCH (an editor sends about a second's worth). */
const MAX_OPERATIONS = 500;
const patchBody = z.strictObject({ operations: z.array(z.unknown()).min(1).max(MAX_OPERATIONS) });

/** `/api/v1/sites`: the owner's sites, their draft documents, and shared editing. */
export function siteRoutes({
  db,
  dataDir,
  onSiteChange,
  quotas,
  liveUrlOf,
}: {
  db: Db;
  /** Where the site's published versions and media are kept, removed with it. */
  dataDir: string;
  /** Told of every saved or deleted site, so this server's kept reads follow at once. */
  onSiteChange: () => void;
  quotas: Quotas;
  /** A site's public address, listed with it for the dashboard's and editor's links. */
  liveUrlOf: LiveUrlOf;
}) {
  return async (app: FastifyInstance) => {
    const access = (request: FastifyRequest) => requestAccess(db, request);

    app.get("/", async (request, reply) => {
      const user = await requireUser(db, request);
      const list = await listSites({
        db,
        user,
        isSharedEditing: isSharedEditing(request),
        liveUrlOf,
      });
      return reply.header("x-total-count", String(list.length)).send(list);
    });

    app.post("/", async (request, reply) => {
      const user = await requireUser(db, request);
      const input = newSite.parse(request.body);
      const site = await createSite({ db, user, ...input, maxSites: quotas.sitesPerAccount });
      return reply
        .status(201)
        .header("etag", etag(site.version))
        .send(siteSummary(site, "owner", liveUrlOf));
    });

    /** The draft; an editor asking whether it changed (`If-None-Match`) gets 304 while it has not. */
    app.get("/:id", async (request, reply) => {
      const { site } = await access(request);
      const tag = etag(site.version);
      if (request.headers["if-none-match"] === tag)
        return reply.status(304).header("etag", tag).send();
      return reply.header("etag", tag).send(site.document);
    });

    app.put("/:id", { bodyLimit: documentBodyLimit(quotas) }, async (request, reply) => {
      const { site, role } = await access(request);
      const expected = expectedVersion(request, site.version);
      const saved = await saveSite({
        db,
        site,
        role,
        document: request.body,
        expectedVersion: expected,
        sizeLimits: quotas.siteSize,
      });
      onSiteChange();
      return reply.header("etag", etag(saved.version)).send(saved.document);
    });

    /**
     * Core's operations applied to the draft and stored at once: the new version in `ETag`, no
     * document echoed. A stale `If-Match` is 412 with the current version.
     */
    app.patch("/:id", { bodyLimit: documentBodyLimit(quotas) }, async (request, reply) => {
      const { site, role } = await access(request);
      const expected = expectedVersion(request, site.version);
      const { operations } = patchBody.parse(request.body);
      const saved = await patchSite({
        db,
        site,
        role,
        operations,
        expectedVersion: expected,
        sizeLimits: quotas.siteSize,
      });
      onSiteChange();
      return reply.status(204).header("etag", etag(saved.version)).send();
    });

    app.delete("/:id", async (request, reply) => {
      const { site, role } = await access(request);
      requireOwner(role);
      await deleteSite({ db, dataDir, site });
      onSiteChange();
      return reply.status(204).send();
    });
  };
}
