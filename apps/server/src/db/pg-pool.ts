/** A PostgreSQL connection pool as the primary and the read replicas open it. */
import pg from 'pg';

export interface PoolOptions {
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
  /** Prepare each SQL text once per connection (default on: preparedByText below). */
  preparedStatements?: boolean;
}

export function postgresPool(connectionString: string, max: number, options: PoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    // A frozen or unreachable server must not hold requests forever: the connection attempt and
    // each statement have a limit (the server side ends a long statement; the client side ends
    // the wait when the server itself does not answer).
    ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
    ...(options.statementTimeoutMs
      ? {
          statement_timeout: options.statementTimeoutMs,
          query_timeout: options.statementTimeoutMs + 1000,
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
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    if (options.preparedStatements !== false) preparedByText(client);
  });
  return pool;
}

/** The most statements one connection keeps prepared (Kysely's SQL texts are few and fixed). */
const PREPARED_PER_CONNECTION = 500;

/**
 * PostgreSQL's answer to a prepared statement whose table changed shape (a migration by a newer
 * release while this process runs). The text is prepared afresh next time and this call runs
 * unnamed (inside a transaction, which the error ended, the transaction fails as a whole).
 */
const isStalePlan = (e: unknown) =>
  (e as { code?: string }).code === '0A000' &&
  /cached plan must not change result type/.test((e as Error).message);

type Query = (config: unknown, values?: unknown, ...rest: unknown[]) => Promise<unknown>;

/**
 * Each SQL text a connection runs with parameters becomes a named prepared statement of that
 * connection: PostgreSQL parses, analyses and (for most) plans it once instead of on every call,
 * as it does for node-postgres' unnamed statements. On the mixed bench (issue 13) that is about a
 * sixth more requests per second. Texts past PREPARED_PER_CONNECTION (long IN lists) run unnamed.
 */
function preparedByText(client: pg.PoolClient): void {
  const names = new Map<string, string>();
  let next = 0;
  const query = client.query.bind(client) as Query;
  const prepared: Query = async (config, values, ...rest) => {
    if (typeof config !== 'string' || !Array.isArray(values) || rest.length)
      return query(config, values, ...rest);
    let name = names.get(config);
    if (!name && names.size < PREPARED_PER_CONNECTION) {
      name = `bizline_${next++}`;
      names.set(config, name);
    }
    if (!name) return query({ text: config, values });
    try {
      return await query({ name, text: config, values });
    } catch (e) {
      if (!isStalePlan(e)) throw e;
      // The stale statement is left as it is; the text gets a new name on its next call.
      names.delete(config);
      return query({ text: config, values });
    }
  };
  (client as { query: unknown }).query = prepared;
}
