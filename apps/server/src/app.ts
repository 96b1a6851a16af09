import Fastify, { type FastifyInstance } from "fastify";
import { adminRoutes } from "./admin/admin-routes.ts";
import { authRoutes } from "./auth/auth-routes.ts";
import { canvasTokenRoutes } from "./auth/canvas-token-routes.ts";
import { registerClock } from "./auth/clock.ts";
import type { Database } from "./db/database.ts";
import { isFormOriginAllowed } from "./forms/form-cors.ts";
import { formRoutes } from "./forms/form-routes.ts";
import { hosting } from "./hosting/hosting.ts";
import { liveVersions } from "./hosting/live-versions.ts";
import { registerApiHeaders } from "./http/api-headers.ts";
import { registerErrorHandler } from "./http/error-handler.ts";
import { HEADERS_TIMEOUT_MS, SERVER_TIMEOUTS } from "./http/server-timeouts.ts";
import { registerStorableTextGuard } from "./http/storable-text-guard.ts";
import { inboxRoutes } from "./inbox/inbox-routes.ts";
import { addressRoutes } from "./mail/address-routes.ts";
import { mediaFileRoutes } from "./media/media-file-routes.ts";
import { mediaRoutes } from "./media/media-routes.ts";
import { publishRoutes } from "./publishing/publish-routes.ts";
import { EDITOR_HOST_NAME, hostNameOrigin, siteHostOrigin } from "./publishing/published-files.ts";
import { type QuotaOverrides, quotasWith } from "./quotas/quotas.ts";
import { FORM_RATE } from "./rate-limits/form-rate.ts";
import { purgeRateWindowsEvery } from "./rate-limits/rate-window.ts";
import { draftImageRoutes } from "./sites/draft-images.ts";
import { inviteRoutes, sharingRoutes } from "./sites/sharing-routes.ts";
import { siteRoutes } from "./sites/site-routes.ts";

export type AppOptions = {
  database: Database;
  /** Where published versions (and media) are kept. */
  dataDir: string;
  /** The origin visitors reach this server at, e.g. `http://127.0.0.1:3000`. */
  publicOrigin?: string;
  /** Published sites answer at `{slug}.{hostSuffix}`. */
  hostSuffix?: string;
  /** Where owners edit (`app.{hostSuffix}` by default): no published site is served there. */
  editorOrigin?: string;
  /** The editor's build (`apps/editor/dist`), served on the editor's host. */
  editorDir?: string;
  /** Accounts that may read the operator's queue of compliance reports. */
  adminEmails?: readonly string[];
  /** Where exported sites live: they may post to the form endpoints from there. */
  formOrigins?: readonly string[];
  /** Fastify's logger; off in tests. */
  isLogging?: boolean;
  /** Largest JSON body accepted, in bytes. */
  bodyLimit?: number;
  /** Form posts one address may send to one site in the rate window (`FORM_RATE`). */
  formRateLimit?: number;
  /**
   * Whether this server sends e-mail (`SMTP_URL` is set): without it no mail is queued, and the
   * owner is told their messages wait in the inbox only.
   */
  isMailConfigured?: boolean;
  /** The proxies (addresses, CIDR ranges) whose `X-Forwarded-For` gives the visitor's address. */
  trustProxy?: readonly string[];
  /** Per-account limits and site sizes; each one left out is its `DEFAULT_QUOTAS` value. */
  quotas?: QuotaOverrides;
  /** The time sessions and sign-in limits are judged by; tests set it to move time forward. */
  clock?: () => Date;
};

/** The Ilha server (DESIGN.md §5): plugins, hooks and routes; it does not listen. */
export async function buildApp({
  database,
  dataDir,
  publicOrigin = "http://127.0.0.1:3000",
  hostSuffix = "localhost",
  editorOrigin = hostNameOrigin({ publicOrigin, hostSuffix, name: EDITOR_HOST_NAME }),
  editorDir,
  adminEmails = [],
  formOrigins = [],
  isLogging = false,
  bodyLimit = 64 * 1024,
  formRateLimit = FORM_RATE.limit,
  trustProxy = [],
  isMailConfigured = false,
  quotas: quotaOverrides,
  clock = () => new Date(),
}: AppOptions): Promise<FastifyInstance> {
  const quotas = quotasWith(quotaOverrides);
  const app = Fastify({
    logger: isLogging,
    bodyLimit,
    ...SERVER_TIMEOUTS,
    // A list only: Fastify then takes the right-most address that is not a named proxy.
    trustProxy: trustProxy.length === 0 ? false : [...trustProxy],
  });
  // Fastify has no option for it: Node's server holds the header timeout.
  app.server.headersTimeout = HEADERS_TIMEOUT_MS;
  app.removeContentTypeParser("text/plain");
  registerErrorHandler(app);
  registerClock(app, clock);
  registerApiHeaders(app);
  registerStorableTextGuard(app);
  const stopPurge = purgeRateWindowsEvery({
    db: database.db,
    onError: (error) => app.log.error({ err: error }, "rate windows were not purged"),
  });
  app.addHook("onClose", stopPurge);
  const live = liveVersions({ db: database.db });
  const hosted = hosting({ live, dataDir, hostSuffix, editorOrigin, editorDir });
  app.addHook("onRequest", hosted.onRequest);
  await app.register(hosted.routes);
  app.get("/healthz", async () => ({ status: "ok" }));
  await app.register(authRoutes({ db: database.db, isMailConfigured, editorOrigin }), {
    prefix: "/api/v1/auth",
  });
  await app.register(canvasTokenRoutes(database.db), { prefix: "/api/v1/auth" });
  const isOriginAllowed = (origin: string) =>
    isFormOriginAllowed({ origin, publicOrigin, hostSuffix, extraOrigins: formOrigins });
  const forms = formRoutes({
    db: database.db,
    isOriginAllowed,
    rateLimit: formRateLimit,
    isMailConfigured,
  });
  await app.register(forms.routes, { prefix: "/api/v1/sites/form" });
  /** What this server keeps of sites for its hot paths is dropped when one changes here. */
  const onSiteChange = () => {
    live.forget();
    forms.forgetSites();
  };
  const liveUrlOf = (slug: string) => `${siteHostOrigin({ publicOrigin, hostSuffix, slug })}/`;
  await app.register(siteRoutes({ db: database.db, dataDir, onSiteChange, quotas, liveUrlOf }), {
    prefix: "/api/v1/sites",
  });
  await app.register(draftImageRoutes(database.db), { prefix: "/api/v1/sites" });
  await app.register(inboxRoutes(database.db), { prefix: "/api/v1/sites" });
  await app.register(mediaRoutes({ db: database.db, dataDir, quotas }), {
    prefix: "/api/v1/sites",
  });
  await app.register(mediaFileRoutes({ dataDir }));
  await app.register(adminRoutes({ db: database.db, adminEmails }), { prefix: "/api/v1/admin" });
  await app.register(sharingRoutes(database.db), { prefix: "/api/v1/sites" });
  await app.register(inviteRoutes(database.db), { prefix: "/api/v1/invites" });
  await app.register(addressRoutes({ db: database.db, publicOrigin, isMailConfigured }));
  await app.register(
    publishRoutes({ db: database.db, dataDir, publicOrigin, hostSuffix, onSiteChange, quotas }),
    {
      prefix: "/api/v1/sites",
    },
  );
  return app;
}
