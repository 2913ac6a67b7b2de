/**
 * Transactions, one way for the whole server.
 *
 * On SQLite every transaction begins IMMEDIATE: it takes the write lock at BEGIN (waiting up to
 * busy_timeout for another process to finish) instead of at its first write. A deferred
 * transaction that reads, then writes, fails at once with SQLITE_BUSY / SQLITE_BUSY_SNAPSHOT
 * when another process wrote meanwhile, and no busy timeout helps; two processes on one file
 * lost 25-75 % of concurrent checkouts that way. Within one process Kysely already runs one
 * statement at a time on SQLite's single connection, so nothing is lost by locking early.
 * PostgreSQL keeps its default (READ COMMITTED, row locks where the repos take them).
 */
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type Kysely,
  type SqliteDialectConfig,
} from 'kysely';
import type { Database } from './schema';
import type { Db } from './types';

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** Kysely's SQLite dialect whose transactions begin IMMEDIATE. */
export class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly immediateConfig: SqliteDialectConfig) {
    super(immediateConfig);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.immediateConfig);
  }
}

/** Run `work` in a new transaction, or in the caller's when it already is one. */
export function inTransaction<T>(
  db: Db | Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const kysely = 'kysely' in db ? db.kysely : db;
  return kysely.isTransaction ? work(kysely) : kysely.transaction().execute(work);
}
