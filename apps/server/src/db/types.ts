/** The database handle the modules receive, apart from how it is opened (db/index.ts). */
import type { Kysely } from 'kysely';
import type { Database } from './schema';

export type SqlDialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: SqlDialect;
  /** Where the data lives, for logs (never includes a password). */
  description: string;
  close(): Promise<void>;
  /** Read replicas for lag-tolerant reads (db/replicas.ts `lagTolerant`); unset: none. */
  reads?: Kysely<Database>;
  /** PostgreSQL: the pool's connections now (metrics); SQLite has no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
}
