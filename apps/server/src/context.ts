/** What every module receives: configuration, database and the shared services. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/index';
import type { TokenService } from './modules/session/token';
import type { Providers } from './providers/index';

export interface AppContext {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  tokens: TokenService;
  /** Mail, SMS, credit, payments and sensitive-data decryption (src/providers). */
  providers: Providers;
}
