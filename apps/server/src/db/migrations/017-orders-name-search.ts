/**
 * The console's business-name search (LIKE '%text%' on orders.search_name, migration 014) by a
 * trigram index on PostgreSQL, so it stays an index lookup at 100,000 orders and more instead of
 * a scan. pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it.
 * Where it cannot be created (a managed service that forbids it), the search keeps 014's narrow
 * index and this migration changes nothing. SQLite: nothing (014's covering index serves it).
 */
import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './helpers';

export function up017OrdersNameSearch(ctx: MigrationContext) {
  return async (db: Kysely<unknown>): Promise<void> => {
    if (ctx.dialect !== 'postgres') return;
    // Migrations run in one transaction: a refused CREATE EXTENSION must not abort it.
    await sql`savepoint pg_trgm`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`release savepoint pg_trgm`.execute(db);
    } catch {
      await sql`rollback to savepoint pg_trgm`.execute(db);
      return;
    }
    await sql`create index if not exists orders_console_name_trgm on orders using gin (search_name gin_trgm_ops)`.execute(
      db,
    );
  };
}

export function down017OrdersNameSearch(ctx: MigrationContext) {
  return async (db: Kysely<unknown>): Promise<void> => {
    if (ctx.dialect !== 'postgres') return;
    // The extension stays: other objects of the database may use it.
    await sql`drop index if exists orders_console_name_trgm`.execute(db);
  };
}
