import { findUnstorableText, ilhaError } from "@ilha/core";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route checks its body for text PostgreSQL refuses itself (a public form counts such a
     * post against its rate limit before refusing it), so the guard leaves it alone.
     */
    checksOwnText?: boolean;
  }
}

/**
 * Every API route's parameters, query and JSON body are refused with `unstorableText` (400) when a
 * text in them is one PostgreSQL cannot store, before any handler reads them: such a text never
 * reaches the database as a failed statement (a 500) or half a write. Published sites' paths are
 * the hosting's own: a path no file has is the site's 404 page there.
 */
export function registerStorableTextGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (!request.url.startsWith("/api/") || request.routeOptions.config.checksOwnText === true) {
      return;
    }
    for (const [part, value] of [
      ["params", request.params],
      ["query", request.query],
      ["body", request.body],
    ] as const) {
      const path = findUnstorableText(value);
      if (path !== undefined) {
        throw ilhaError("unstorableText", [
          { path: path === "" ? part : `${part}.${path}`, message: "Remove this character" },
        ]);
      }
    }
  });
}
