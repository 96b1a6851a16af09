import type { FastifyInstance } from "fastify";

/**
 * Closes the app as a shutdown should: no new connections, idle keep-alive connections closed at
 * once, the requests in flight let finish; the connections still open after `deadlineMs` (a client
 * that trickles a request, or never reads its answer) are closed. Resolves with whether any were.
 */
export async function closeWithin({
  app,
  deadlineMs,
}: {
  app: FastifyInstance;
  deadlineMs: number;
}): Promise<{ hasForced: boolean }> {
  let hasForced = false;
  const timer = setTimeout(() => {
    hasForced = true;
    app.server.closeAllConnections();
  }, deadlineMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
  return { hasForced };
}
