import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../db/database.ts";
import { hitAccountRate } from "../quotas/account-rate.ts";
import type { Quotas } from "../quotas/quotas.ts";
import { expectedVersion } from "../sites/if-match.ts";
import { requestAccess } from "../sites/request-access.ts";
import { listVersions, publishSite, restoreVersion, unpublishSite } from "./publish.ts";
import { siteHostOrigin } from "./published-files.ts";

const versionParams = z.object({ n: z.coerce.number().int().min(1).max(1_000_000) });

export type PublishRouteOptions = {
  db: Db;
  dataDir: string;
  /** The public origin of this server, e.g. `http://127.0.0.1:3000`. */
  publicOrigin: string;
  hostSuffix: string;
  /** Told of every change of a live pointer, so this server serves it at once. */
  onSiteChange: () => void;
  quotas: Quotas;
};

/** `/api/v1/sites/{id}`: publish, unpublish, versions and restore. */
export function publishRoutes(options: PublishRouteOptions) {
  const { db, onSiteChange } = options;
  return async (app: FastifyInstance) => {
    app.post("/:id/publish", async (request, reply) => {
      const { site } = await requestAccess(db, request);
      // With If-Match, the draft published is the version the editor showed, or 412.
      expectedVersion(request, site.version, { isOptional: true });
      // Counted against the owner's account, whoever publishes: the versions are the owner's.
      await hitAccountRate({
        db,
        reply,
        action: "publish",
        userId: site.ownerId,
        limit: options.quotas.publishesPerHour,
      });
      const published = await publishSite({
        db,
        dataDir: options.dataDir,
        site,
        origin: options.publicOrigin,
        hostOrigin: siteHostOrigin({ ...options, slug: site.slug }),
        sizeLimits: options.quotas.siteSize,
        keptVersions: options.quotas.keptVersions,
      });
      onSiteChange();
      return published;
    });
    app.post("/:id/unpublish", async (request, reply) => {
      const { site } = await requestAccess(db, request);
      await unpublishSite({ db, site });
      onSiteChange();
      return reply.status(204).send();
    });
    app.get("/:id/versions", async (request, reply) => {
      const { site } = await requestAccess(db, request);
      const versions = await listVersions({ db, site });
      return reply.header("x-total-count", String(versions.length)).send(versions);
    });
    app.post("/:id/versions/:n/restore", async (request) => {
      const { site } = await requestAccess(db, request);
      const { n } = versionParams.parse(request.params);
      const restored = await restoreVersion({ db, site, version: n });
      onSiteChange();
      return restored;
    });
  };
}
