import Fastify, { type FastifyInstance } from "fastify";
import { authRoutes } from "./auth/auth-routes.ts";
import type { Database } from "./db/database.ts";
import { registerErrorHandler } from "./http/error-handler.ts";
import { inviteRoutes, siteRoutes } from "./sites/site-routes.ts";

export type AppOptions = {
  database: Database;
  /** Fastify's logger; off in tests. */
  isLogging?: boolean;
  /** Largest JSON body accepted, in bytes. */
  bodyLimit?: number;
};

/** The Ilha server (DESIGN.md §5): plugins, hooks and routes; it does not listen. */
export async function buildApp({
  database,
  isLogging = false,
  bodyLimit = 64 * 1024,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: isLogging, bodyLimit, trustProxy: false });
  app.removeContentTypeParser("text/plain");
  registerErrorHandler(app);
  app.get("/healthz", async () => ({ status: "ok" }));
  await app.register(authRoutes(database.db), { prefix: "/api/v1/auth" });
  await app.register(siteRoutes(database.db), { prefix: "/api/v1/sites" });
  await app.register(inviteRoutes(database.db), { prefix: "/api/v1/invites" });
  return app;
}
