import type { FastifyInstance } from "fastify";

/**
 * Headers of every answer under `/api/` (JSON, errors and the inbox's CSV alike): browsers take
 * the declared type as it is (`nosniff`), and no cache, shared or private, keeps an answer that
 * may hold an owner's data (`no-store`).
 */
export const API_HEADERS = {
  "x-content-type-options": "nosniff",
  "cache-control": "no-store",
} as const;

export function registerApiHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.url.startsWith("/api/")) void reply.headers(API_HEADERS);
    return payload;
  });
}
