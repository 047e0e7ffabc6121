/**
 * Errors that mean a service the shop stands on (Postgres, Redis) is briefly gone — restarting,
 * refusing connections, or the connection cut under a query — rather than anything about the
 * request. They answer 503 with Retry-After, so clients and load balancers retry instead of
 * reporting a bug, and an outage reads as one in the logs.
 */

/** Postgres SQLSTATEs of a server going away or not yet back. */
const POSTGRES_OUTAGE_CODES = new Set([
  "57P01", // admin_shutdown: the connection was terminated
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up or shutting down
  "08000", // connection_exception
  "08001", // sqlclient_unable_to_establish_sqlconnection
  "08003", // connection_does_not_exist
  "08006", // connection_failure
])

const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND"])

const OUTAGE_MESSAGES = [
  /is not currently accepting connections/i,
  /Connection terminated( unexpectedly)?/i,
  /Connection ended unexpectedly/i,
  /terminating connection due to administrator command/i,
  /the database system is (starting up|shutting down)/i,
  /Timeout acquiring a connection/i,
  /Client has encountered a connection error and is not queryable/i,
  // ioredis, with Redis away longer than a command may wait.
  /Reached the max retries per request limit/i,
  /^Connection is closed\.?$/i,
]

/** True when the error, or one it wraps, is a dependency being away. */
export function isDependencyOutage(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== "object" || depth > 5) return false
  const { code, message, cause, name } = err as { code?: unknown; message?: unknown; cause?: unknown; name?: unknown }
  if (typeof code === "string" && (POSTGRES_OUTAGE_CODES.has(code) || SOCKET_CODES.has(code))) return true
  if (name === "MaxRetriesPerRequestError") return true
  if (typeof message === "string" && OUTAGE_MESSAGES.some((m) => m.test(message))) return true
  return isDependencyOutage(cause, depth + 1)
}

/** Seconds a client should wait before asking again. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5
