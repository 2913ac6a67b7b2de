/**
 * Issue 11 (abuse limits):
 * - `rate_limits`: request counters shared by every server process on PostgreSQL (one row per
 *   key and window; an atomic upsert-increment counts a request). SQLite keeps its counters in
 *   process memory, the table stays empty there.
 * - indexes on `received_at` of the event and error logs, for the retention sweep.
 */
import type { Kysely } from 'kysely';
import * as h from './helpers';

export function up009AbuseLimits(_ctx: h.MigrationContext) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await h.createTable(
      db,
      h
        .textKey(db.schema.createTable('rate_limits'), 'key')
        .addColumn('count', 'integer', (c) => c.notNull())
        // Epoch milliseconds at which the window ends and the count starts afresh.
        .addColumn('window_ends', 'bigint', (c) => c.notNull()),
      [['rate_limits_window_ends', ['window_ends']]],
    );
    await h.createIndexes(db, 'event_log', [['event_log_received_at', ['received_at']]]);
    await h.createIndexes(db, 'error_log', [['error_log_received_at', ['received_at']]]);
  };
}

export function down009AbuseLimits() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema.dropIndex('error_log_received_at').ifExists().execute();
    await db.schema.dropIndex('event_log_received_at').ifExists().execute();
    await h.dropTables(db, ['rate_limits']);
  };
}
