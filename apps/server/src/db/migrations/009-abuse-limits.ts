/**
 * Issue 11 (abuse limits):
 * - `rate_limits`: request counters shared by every server process on PostgreSQL (one row per
 *   key and window; an atomic upsert-increment counts a request). SQLite keeps its counters in
 *   process memory, the table stays empty there.
 * - indexes on `received_at` of the event and error logs, for the retention sweep.
 */
import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers';

export function up009AbuseLimits(_ctx: MigrationContext) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      // Epoch milliseconds at which the window ends and the count starts afresh.
      .addColumn('window_ends', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('rate_limits_window_ends')
      .on('rate_limits')
      .column('window_ends')
      .execute();
    await db.schema
      .createIndex('event_log_received_at')
      .on('event_log')
      .column('received_at')
      .execute();
    await db.schema
      .createIndex('error_log_received_at')
      .on('error_log')
      .column('received_at')
      .execute();
  };
}

export function down009AbuseLimits() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema.dropIndex('error_log_received_at').ifExists().execute();
    await db.schema.dropIndex('event_log_received_at').ifExists().execute();
    await db.schema.dropTable('rate_limits').ifExists().execute();
  };
}
