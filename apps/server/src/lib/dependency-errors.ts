/**
 * Tells a dependency that went away (PostgreSQL or Redis unreachable, a connection cut mid-query,
 * a pool that could not connect in time) from a bug. The first is answered 503 "try again
 * shortly" and heals by itself when the dependency returns; the second stays a logged 500.
 */

export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable, please try again shortly.';

/** Socket-level failures Node reports on `error.code` (pg and ioredis both pass them through). */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
]);

/**
 * PostgreSQL SQLSTATEs that mean "not now" rather than "wrong": class 08 (connection exception),
 * the server shutting down or starting (57P01-57P03) and too many connections (53300).
 */
const POSTGRES_UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * Messages without a code: node-postgres when a socket ends under a query or the pool's connect
 * time-out passes, ioredis when a command gives up during a reconnect or hits a closed client.
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /Reached the max retries per request limit/i,
  /^Connection is closed\.?$/i,
  /Stream isn't writeable and enableOfflineQueue options is false/i,
];

function isUnavailableOne(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'MaxRetriesPerRequestError') return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_ERROR_CODES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code) || POSTGRES_UNAVAILABLE_STATES.has(code)) return true;
  }
  // Several parallel connection attempts (IPv4 and IPv6) fail together as one AggregateError.
  if (error instanceof AggregateError && error.errors.some(isUnavailableOne)) return true;
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message));
}

/** True when the error, or one it wraps (drizzle wraps the driver's error in `cause`), is one. */
export function isDependencyUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (isUnavailableOne(current)) return true;
    current = current.cause;
  }
  return false;
}
