/**
 * What a database error means for the caller, whichever driver raised it and however deeply it is wrapped (Drizzle
 * wraps driver errors in `DrizzleQueryError`, the auth library in its own errors; the original is on `cause`).
 */

/** Socket-level failures: the database is not reachable right now. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * SQLSTATEs of a server that is going away, starting up or full (PostgreSQL appendix A): class 08 connection
 * exceptions; 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300 too_many_connections.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres and PGlite report a lost or closed connection by message only. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|Client was closed|PGlite is closed/i;

/** The error and its causes, outermost first (bounded: a cause cycle must not hang the error path). */
export function errorChain(error: unknown, max = 8): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current !== null && current !== undefined && chain.length < max && !chain.includes(current)) {
    chain.push(current);
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return chain;
}

/**
 * True when the error says the database cannot be reached (stopped, restarting, network gone, pool closed), as
 * opposed to a bad query or bad data: the request may succeed if retried shortly, so it is a 503, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return errorChain(error).some((e) => {
    if (typeof e !== 'object' || e === null) return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code))) return true;
    if (typeof code === 'string' && /^08[0-9A-Z]{3}$/.test(code)) return true;
    return typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message);
  });
}

/** Postgres unique violation (also when wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** Seconds a client should wait before retrying while the database is away (health is polled about as often). */
export const DATABASE_RETRY_AFTER_S = 1;
