/** A PostgreSQL connection pool as the primary and the read replicas open it. */
import pg from 'pg';

export interface PoolLimits {
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
}

export function postgresPool(connectionString: string, max: number, limits: PoolLimits): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    // A frozen or unreachable server must not hold requests forever: the connection attempt and
    // each statement have a limit (the server side ends a long statement; the client side ends
    // the wait when the server itself does not answer).
    ...(limits.connectTimeoutMs ? { connectionTimeoutMillis: limits.connectTimeoutMs } : {}),
    ...(limits.statementTimeoutMs
      ? {
          statement_timeout: limits.statementTimeoutMs,
          query_timeout: limits.statementTimeoutMs + 1000,
        }
      : {}),
  });
  // An idle connection the server ends (PostgreSQL restarted, the database dropped) emits
  // 'error' on the pool; unhandled, it would crash the process. The pool drops that client and
  // the next query opens a new one, so there is nothing else to do.
  pool.on('error', () => undefined);
  // A client lent out to a query has no listener of the pool: when its connection ends (server
  // restarted or frozen and cut), its 'error' event would end the process. The query itself
  // already fails with that error (503), so the event needs nothing more.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}
