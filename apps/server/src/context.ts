/** What every module receives: configuration, database and the shared services. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/index';
import type { TokenService } from './modules/session/token';

export interface AppContext {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  tokens: TokenService;
}
