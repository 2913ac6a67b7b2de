/**
 * For provider tests: a real AppContext (createContext, so the providers are wired as in the
 * server) over a fresh database of each dialect, without the HTTP app.
 */
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { createContext, createLogger } from '../src/bootstrap';
import { loadConfig, type Config } from '../src/config';
import type { AppContext } from '../src/context';
import type { SqlDialect } from '../src/db/index';
import { freshDatabaseUrl } from './databases';

export interface TestContext {
  dialect: SqlDialect;
  ctx: AppContext;
  /** The database URL, to open a second "process" on the same database. */
  url: string;
}

/**
 * An AppContext over a fresh database of `dialect`: the configuration of the test's environment
 * with a pool of 5, silent logs and `env` on top; `logger` instead of one at its LOG_LEVEL.
 * `drop` removes the database (close `ctx.db` first).
 */
export async function freshContext(
  dialect: SqlDialect,
  env: Record<string, string>,
  logger?: FastifyBaseLogger,
): Promise<{ ctx: AppContext; config: Config; url: string; drop: () => Promise<void> }> {
  const database = await freshDatabaseUrl(dialect);
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '5',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const ctx = await createContext(config, logger ?? createLogger(config.logLevel));
  return { ctx, config, url: database.url, drop: database.drop };
}

/** Runs `suite` once on SQLite and once on PostgreSQL, each with its own fresh context. */
export function describeEachDialectContext(
  name: string,
  suite: (get: () => TestContext) => void,
  env: Record<string, string> = {},
): void {
  for (const dialect of ['sqlite', 'postgres'] as const) {
    describe(`${name} [${dialect}]`, () => {
      let running: (TestContext & { drop(): Promise<void> }) | undefined;
      beforeAll(async () => {
        running = { dialect, ...(await freshContext(dialect, env)) };
      });
      afterAll(async () => {
        await running?.ctx.db.close();
        await running?.drop();
      });
      suite(() => {
        if (!running) throw new Error('test context not started');
        return running;
      });
    });
  }
}
