/**
 * Whether an error means the database cannot be reached or answer right now (as opposed to a bug
 * or a bad query): the API answers those 503 with Retry-After, and recovers by itself
 * when the database is back (the pool opens new connections).
 */

/** Socket-level failures of the PostgreSQL driver. */
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

/** SQLSTATEs: connection exceptions (08), cancelled or timed-out statements (57014), server
 * shutting down or starting (57P01-57P03), too many connections (53300), lock timeout (55P03). */
function isUnavailableSqlState(code: string): boolean {
  return (
    code.startsWith('08') || ['57014', '57P01', '57P02', '57P03', '53300', '55P03'].includes(code)
  );
}

const MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /Query read timeout/i,
  /Client has encountered a connection error/i,
  /Cannot use a pool after calling end/i,
];

const SQLITE_CODES = new Set([
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_LOCKED',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
  'SQLITE_FULL',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || SQLITE_CODES.has(code) || code.startsWith('SQLITE_IOERR'))
        return true;
      if (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code)) return true;
    }
    if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
