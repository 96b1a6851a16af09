/** What a client waiting on a database that dropped its connections is told to wait, in seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/**
 * SQLSTATEs of a database that cannot answer now, as opposed to a query it refuses: connection
 * exceptions (class 08), an administrator or a crash ending the session (57P01, 57P02), a server
 * starting up (57P03), too many connections (53300), and a database not accepting connections
 * (55000, which the server's own statements never raise otherwise).
 */
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300", "55000"]);

/** Socket failures on the way to the database. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** node-postgres's own words for a connection it lost or could not make (they carry no code). */
const LOST_CONNECTION =
  /^(?:Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

function isUnavailableCause(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === "string" ? error.code : "";
  if (code.startsWith("08") || UNAVAILABLE_STATES.has(code) || SOCKET_CODES.has(code)) return true;
  return typeof error.message === "string" && LOST_CONNECTION.test(error.message);
}

/**
 * Whether `error` (or an error it wraps, as drizzle's query errors do) says the database is out of
 * reach for now: the request may succeed when tried again, and nothing the client sent is wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    if (isUnavailableCause(current as { code?: unknown; message?: unknown })) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
