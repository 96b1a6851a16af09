import { join } from "node:path";
import { API_PATH_DEFAULT, ERRORS } from "@ilha/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type HostingVariant, pathRouteBase, versionDir } from "../publishing/published-files.ts";
import { isReservedSlug } from "../sites/reserved-slugs.ts";
import { editorApp, isServerPath } from "./editor-app.ts";
import type { LiveVersions } from "./live-versions.ts";
import { securityHeaders, type Vendor } from "./security-headers.ts";
import { type StaticSite, staticSite } from "./static-site.ts";

/** What a slug can be: anything else names no site, and is never looked up. */
const SLUG_SHAPE = /^[a-z0-9-]{1,64}$/;

/** Where a published page's forms post to, on the site's own host as on the server's. */
const SITE_FORMS_PATH = `${API_PATH_DEFAULT}/sites/form/`;

/** Version folders whose file handlers a server keeps (the oldest used is dropped first). */
const KEPT_HANDLERS = 256;

export type HostingOptions = {
  live: LiveVersions;
  dataDir: string;
  /** Sites answer at `{slug}.{hostSuffix}` too (default `localhost`). */
  hostSuffix: string;
  /** Where owners edit: no site is served on its host, by path or otherwise. */
  editorOrigin: string;
  /** The editor's build, served on the editor's host (none: the host answers the API only). */
  editorDir?: string | undefined;
};

/** Published sites by path (`/s/{slug}/…`) and by host (`{slug}.localhost`). */
export function hosting({ live, dataDir, hostSuffix, editorOrigin, editorDir }: HostingOptions) {
  const editorHost = new URL(editorOrigin).hostname;
  const editor = editorDir === undefined ? undefined : editorApp(editorDir);
  const handlers = new Map<string, Promise<StaticSite>>();
  /** A version's folder and vendors never change, so neither does its handler. */
  const handlerOf = (dir: string, base: string, vendors: readonly Vendor[]) => {
    let handler = handlers.get(dir);
    if (handler === undefined) {
      handler = staticSite({ dir, base, headers: securityHeaders({ vendors }) });
      handler.catch(() => handlers.delete(dir));
    } else {
      handlers.delete(dir);
    }
    handlers.set(dir, handler);
    const oldest = handlers.keys().next().value;
    if (handlers.size > KEPT_HANDLERS && oldest !== undefined) handlers.delete(oldest);
    return handler;
  };

  async function serve({
    request,
    reply,
    slug,
    variant,
  }: {
    request: FastifyRequest;
    reply: FastifyReply;
    slug: string;
    variant: HostingVariant;
  }) {
    const site = SLUG_SHAPE.test(slug) ? await live.of(slug) : null;
    if (site === null) return reply.callNotFound();
    const dir = join(versionDir({ dataDir, siteId: site.siteId, version: site.version }), variant);
    const handler = await handlerOf(
      dir,
      variant === "path" ? pathRouteBase(slug) : "",
      site.vendors,
    );
    reply.hijack();
    handler(request.raw, reply.raw);
  }

  const hostNameOf = (host: string | undefined) => (host ?? "").replace(/:\d+$/, "").toLowerCase();
  const slugOfHost = (host: string | undefined) => {
    const name = hostNameOf(host);
    const suffix = `.${hostSuffix}`;
    return name.endsWith(suffix) ? name.slice(0, -suffix.length) : undefined;
  };

  return {
    /**
     * Requests for a site's own host, whatever their path (a root hook: it sees unrouted paths).
     * A site's host serves only that site: its files, and the forms its pages post to; any other
     * route of the server is not found there. A host naming the platform's own (`www`, `api`…)
     * is no site's. On the editor's host no site is served, by path either.
     */
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      if (hostNameOf(request.headers.host) === editorHost) {
        // The editor's origin holds owners' credentials: no site's page, and so no script a site
        // runs, is ever served from it.
        if (request.url === "/s" || request.url.startsWith("/s/")) {
          return reply.status(404).send(ERRORS.notFound);
        }
        const isPage = request.method === "GET" || request.method === "HEAD";
        if (editor === undefined || !isPage || isServerPath(request.url)) return;
        const handler = await editor();
        reply.hijack();
        handler(request.raw, reply.raw);
        return;
      }
      const slug = slugOfHost(request.headers.host);
      if (slug === undefined || !SLUG_SHAPE.test(slug) || isReservedSlug(slug)) return;
      if (request.method === "GET" || request.method === "HEAD") {
        await serve({ request, reply, slug, variant: "host" });
        return;
      }
      if (!request.url.startsWith(SITE_FORMS_PATH)) {
        return reply.status(404).send(ERRORS.notFound);
      }
    },
    routes: async (app: FastifyInstance) => {
      app.get("/s/:slug", (request, reply) => {
        const { slug } = request.params as { slug: string };
        return reply.redirect(`/s/${encodeURIComponent(slug)}/`, 301);
      });
      app.get("/s/:slug/*", async (request, reply) => {
        const { slug } = request.params as { slug: string };
        await serve({ request, reply, slug, variant: "path" });
      });
    },
  };
}
