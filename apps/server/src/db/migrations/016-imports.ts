/**
 * Issue 14 (console): import history and the funnel.
 *
 * - import_runs: every import started from the console (footprint, catalogue, telephone numbers,
 *   install slots) with who, the file, its progress (bytes and rows done, updated while it runs),
 *   the outcome and the first problems.
 * - funnel_events: one row per address check (outcome, channel, cart) and per cart reaching
 *   customise, checkout and an order (once each: once_key is unique).
 * - funnel_daily: the events counted per day, channel, step and outcome. A sweep adds the events
 *   after the last one it counted (app_settings 'funnel.rolled_up_to'), so the console reads a
 *   year as a few thousand rows instead of millions of events.
 */
import type { Kysely } from 'kysely';
import * as h from './helpers';

export function up016Imports(ctx: h.MigrationContext) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const big = h.bigIntType(ctx);
    await h.createTable(
      db,
      h
        .autoIncrementId(db.schema.createTable('import_runs'), ctx)
        .$call(h.oneOf('kind', 'import_runs_kind', ['footprint', 'catalogue', 'numbers', 'slots']))
        .addColumn('file_name', 'text')
        .addColumn('replace', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('staff_id', 'integer')
        .addColumn('staff_email', 'text', (c) => c.notNull())
        .$call(
          h.oneOf('status', 'import_runs_status', ['running', 'succeeded', 'refused', 'failed']),
        )
        .addColumn('total_bytes', big, (c) => c.notNull().defaultTo(0))
        .addColumn('bytes_done', big, (c) => c.notNull().defaultTo(0))
        .addColumn('rows_done', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rows', 'integer')
        .addColumn('problem_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('problems', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text'),
      [['import_runs_kind_started', ['kind', 'started_at']]],
    );

    await h
      .autoIncrementId(db.schema.createTable('funnel_events'), ctx)
      .addColumn('occurred_at', 'text', (c) => c.notNull())
      .addColumn('step', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text')
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('cart_id', 'text')
      .addColumn('once_key', 'text', (c) => c.unique())
      .execute();
    // The channel of a cart's later steps is its latest check's.
    await h.createIndexes(db, 'funnel_events', [['funnel_events_cart', ['cart_id', 'id']]]);

    await db.schema
      .createTable('funnel_daily')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('step', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('funnel_daily_pk', ['day', 'channel', 'step', 'outcome'])
      .execute();
  };
}

export function down016Imports() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await h.dropTables(db, ['funnel_daily', 'funnel_events', 'import_runs']);
  };
}
