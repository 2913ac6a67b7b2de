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
import { sql, type Kysely } from 'kysely';
import { autoIncrementId, type MigrationContext } from './helpers';

export function up012Jobs(ctx: MigrationContext) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await autoIncrementId(db.schema.createTable('jobs'), ctx)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('job_key', 'text', (c) => c.notNull().unique())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
      .addCheckConstraint('jobs_status', sql`status in ('queued', 'running', 'done', 'failed')`)
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_attempts', 'integer', (c) => c.notNull())
      .addColumn('run_at', 'text', (c) => c.notNull())
      .addColumn('locked_by', 'text')
      .addColumn('locked_until', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('done_at', 'text')
      .execute();
    // The workers' question: what is due (queued by run_at, running by lease end).
    await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute();

    await autoIncrementId(db.schema.createTable('job_attempts'), ctx)
      .addColumn('job_id', ctx.dialect === 'postgres' ? 'bigint' : 'integer', (c) =>
        c.notNull().references('jobs.id').onDelete('cascade'),
      )
      .addColumn('attempt', 'integer', (c) => c.notNull())
      .addColumn('worker', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      // 'running' until it ends: 'ok', 'error', or 'abandoned' (the lease ended first).
      .addColumn('outcome', 'text', (c) => c.notNull().defaultTo('running'))
      .addColumn('error', 'text')
      .execute();
    await db.schema
      .createIndex('job_attempts_job')
      .on('job_attempts')
      .columns(['job_id', 'attempt'])
      .execute();

    await db.schema.alterTable('outbox_messages').addColumn('job_key', 'text').execute();
    await db.schema
      .createIndex('outbox_messages_job_key')
      .on('outbox_messages')
      .column('job_key')
      .unique()
      .execute();
  };
}

export function down012Jobs() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema.dropIndex('outbox_messages_job_key').ifExists().execute();
    await db.schema.alterTable('outbox_messages').dropColumn('job_key').execute();
    await db.schema.dropTable('job_attempts').ifExists().execute();
    await db.schema.dropTable('jobs').ifExists().execute();
  };
}
