/**
 * Turns a Config into a ready AppContext: logger, database (migrated), token service, providers.
 * Shared by the server entry point, the commands and the tests so they all start the same way.
 */
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { AppContext } from './context';
import { migrateToLatest, openDb, parseDatabaseUrl } from './db/index';
import { withReplicas } from './db/replicas';
import { loggerOptions } from './logger';
import { TokenService } from './modules/session/token';
import { checkAllContent } from './modules/content/service';
import { createProviders } from './providers/index';
import { queryTracer, tracingActive } from './observability/tracing';

/** The process's logger; once tracing has started, every line carries the active trace id. */
export function createLogger(level: string): FastifyBaseLogger {
  return pino(loggerOptions(level, { traceIds: tracingActive() })) as unknown as FastifyBaseLogger;
}

export async function createContext(config: Config, log: FastifyBaseLogger): Promise<AppContext> {
  const contentProblems = checkAllContent(config.contentDir);
  if (contentProblems.length) {
    throw new Error(`CONTENT_DIR has broken files:\n  - ${contentProblems.join('\n  - ')}`);
  }
  const dbOptions = {
    poolSize: config.databasePoolSize,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    preparedStatements: config.databasePreparedStatements,
  };
  const db = withReplicas(
    openDb(config.databaseUrl, {
      ...dbOptions,
      onQuery: queryTracer(parseDatabaseUrl(config.databaseUrl).dialect),
    }),
    config.databaseUrl,
    config.databaseReplicaUrls,
    dbOptions,
  );
  try {
    await migrateToLatest(db);
    const tokens = await TokenService.create(db, config.tokenSecret, config.tokenTtlSeconds);
    const providers = await createProviders(config, db, log);
    return { config, db, log, tokens, providers };
  } catch (e) {
    await db.close();
    throw e;
  }
}
