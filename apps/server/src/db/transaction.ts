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
  sql,
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

/** A write built but not run (a Kysely insert, update or delete). */
export interface PendingWrite {
  execute(): Promise<unknown>;
}

/**
 * Writes that must all happen or none, with nothing to read between them; `build` makes them on
 * the executor it is given (null entries are skipped). On PostgreSQL they go as one statement,
 * each a data-modifying WITH of it: one round trip and one commit instead of BEGIN, one per write
 * and COMMIT (issue 13: the qualification's writes). SQLite has no writes in WITH: there they run
 * in one transaction. Inside a caller's transaction they run in it, one by one.
 */
export async function writeTogether(
  db: Db,
  build: (executor: Kysely<Database>) => (PendingWrite | null)[],
): Promise<void> {
  if (db.dialect !== 'postgres' || db.kysely.isTransaction) {
    await inTransaction(db, async (trx) => {
      for (const write of build(trx)) await write?.execute();
    });
    return;
  }
  const writes = build(db.kysely).filter((w): w is PendingWrite => w !== null);
  if (writes.length <= 1) {
    await writes[0]?.execute();
    return;
  }
  // Kysely cannot type a WITH of any write; the statement answers nothing the caller reads.
  let query = db.kysely as unknown as WithChain;
  writes.forEach((write, i) => {
    query = query.with(`write_${i}`, () => write);
  });
  await query.selectNoFrom(sql<number>`1`.as('done')).execute();
}

interface WithChain {
  with(name: string, expression: () => PendingWrite): WithChain;
  selectNoFrom(selection: unknown): PendingWrite;
}
