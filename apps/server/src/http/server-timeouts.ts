/**
 * How long the server waits on a client, so a slow or silent one cannot hold a connection (and a
 * shutdown) for ever.
 */
export const SERVER_TIMEOUTS = {
  /** A socket with no traffic at all for this long is closed. */
  connectionTimeout: 60_000,
  /**
   * The whole request, headers and body, must arrive within this: room for a 10 MiB upload at
   * about 1 Mbit/s, and a bound on a client that trickles its bytes.
   */
  requestTimeout: 120_000,
  /**
   * An idle keep-alive connection is kept this long: longer than the 60 s idle timeout of common
   * load balancers, so the balancer, not the server, closes it and never sends on a closed one.
   */
  keepAliveTimeout: 72_000,
} as const;

/** The request's headers must arrive within this (Node checks it every 30 s or so). */
export const HEADERS_TIMEOUT_MS = 20_000;

/**
 * On SIGTERM the server stops taking connections, closes idle ones and lets the requests in
 * flight finish; the ones still open after this are closed and the process exits.
 */
export const SHUTDOWN_DEADLINE_MS = 10_000;
