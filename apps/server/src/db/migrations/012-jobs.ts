/**
 * Issue 13 §1 (durable jobs): the transactional outbox (docs/decisions/020-durable-jobs.md).
 *
 * - jobs: one row per piece of work that follows a business change (an e-mail, an SMS, a sweep
 *   run), written in the change's own transaction. `job_key` is the idempotency key: unique, so
 *   the same work is never queued twice. Workers claim due rows (`run_at`) for a lease
 *   (`locked_by`, `locked_until`); a lease that ends without an outcome is claimed again.
 * - job_attempts: every delivery attempt with its time, outcome and error.
 * - outbox_messages.job_key: the job an e-mail or SMS was delivered for. A job that finds its
 *   message already recorded is acknowledged and never delivered again.
 */
import type { Kysely } from 'kysely';
import * as h from './helpers';

export function up012Jobs(ctx: h.MigrationContext) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await h
      .autoIncrementId(db.schema.createTable('jobs'), ctx)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('job_key', 'text', (c) => c.notNull().unique())
      .addColumn('payload', 'text', (c) => c.notNull())
      .$call(h.oneOf('status', 'jobs_status', ['queued', 'running', 'done', 'failed'], 'queued'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_attempts', 'integer', (c) => c.notNull())
      .addColumn('run_at', 'text', (c) => c.notNull())
      .addColumn('locked_by', 'text')
      .addColumn('locked_until', 'text')
      .addColumn('last_error', 'text')
      .$call(h.timestamps)
      .addColumn('done_at', 'text')
      .execute();
    // The workers' question: what is due (queued by run_at, running by lease end).
    await h.createIndexes(db, 'jobs', [['jobs_due', ['status', 'run_at']]]);

    await h.createTable(
      db,
      h
        .autoIncrementId(db.schema.createTable('job_attempts'), ctx)
        .addColumn('job_id', h.bigIntType(ctx), h.cascadingReference('jobs.id'))
        .addColumn('attempt', 'integer', (c) => c.notNull())
        .addColumn('worker', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        // 'running' until it ends: 'ok', 'error', or 'abandoned' (the lease ended first).
        .addColumn('outcome', 'text', (c) => c.notNull().defaultTo('running'))
        .addColumn('error', 'text'),
      [['job_attempts_job', ['job_id', 'attempt']]],
    );

    await db.schema.alterTable('outbox_messages').addColumn('job_key', 'text').execute();
    await h.createIndexes(db, 'outbox_messages', [
      ['outbox_messages_job_key', ['job_key'], 'unique'],
    ]);
  };
}

export function down012Jobs() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema.dropIndex('outbox_messages_job_key').ifExists().execute();
    await db.schema.alterTable('outbox_messages').dropColumn('job_key').execute();
    await h.dropTables(db, ['job_attempts', 'jobs']);
  };
}
