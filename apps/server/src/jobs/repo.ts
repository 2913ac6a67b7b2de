/**
 * The job table and its attempts (issue 13 §1, decision 020). SQL only.
 *
 * A claim is one UPDATE of the due rows to 'running' under a lease, inside a transaction that
 * also records the attempt: on PostgreSQL the due rows are picked FOR UPDATE SKIP LOCKED, so
 * workers of several processes never take the same row; on SQLite the transaction begins
 * IMMEDIATE (db/transaction.ts), so claims of several processes on one file run one after the
 * other. A row whose lease ended without an outcome (its worker was killed) is due again.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../db/index';
import type { Database, JobsTable } from '../db/schema';
import { inTransaction } from '../db/transaction';

export type JobRow = Selectable<JobsTable>;

export interface NewJob {
  kind: string;
  key: string;
  payload: string;
  runAt: string;
  maxAttempts: number;
  now: string;
}

/** Queue a job; false when a job with this key exists already (the key is the idempotency key). */
export async function insertJob(db: Kysely<Database>, job: NewJob): Promise<boolean> {
  const result = await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      job_key: job.key,
      payload: job.payload,
      status: 'queued',
      attempts: 0,
      max_attempts: job.maxAttempts,
      run_at: job.runAt,
      created_at: job.now,
      updated_at: job.now,
    })
    .onConflict((oc) => oc.column('job_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export interface ClaimRequest {
  worker: string;
  now: string;
  leaseUntil: string;
  limit: number;
  /** Only this job (a request delivering what it just queued). */
  key?: string;
  /** Only these kinds (the kinds this worker has handlers for). */
  kinds?: readonly string[];
}

/** The due jobs a claim may take, oldest due first (a select of their ids). */
function dueJobs(db: Kysely<Database>, req: ClaimRequest) {
  return db
    .selectFrom('jobs')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', req.now)]),
        eb.and([eb('status', '=', 'running'), eb('locked_until', '<=', req.now)]),
      ]),
    )
    .$if(req.key !== undefined, (q) => q.where('job_key', '=', req.key!))
    .$if(req.kinds !== undefined, (q) => q.where('kind', 'in', req.kinds!))
    .orderBy('run_at');
}

/** Take up to `limit` due jobs for `worker` until `leaseUntil`, and open an attempt for each. */
export async function claimDue(db: Db, req: ClaimRequest): Promise<JobRow[]> {
  // An idle poll only reads: no write lock (SQLite) or transaction (PostgreSQL) for nothing.
  if (!(await dueJobs(db.kysely, req).limit(1).executeTakeFirst())) return [];
  return inTransaction(db, async (trx) => {
    const due = dueJobs(trx, req)
      .limit(req.limit)
      .$if(db.dialect === 'postgres', (q) => q.forUpdate().skipLocked());
    const claimed = await trx
      .updateTable('jobs')
      .set((eb) => ({
        status: 'running',
        locked_by: req.worker,
        locked_until: req.leaseUntil,
        attempts: eb('attempts', '+', 1),
        updated_at: req.now,
      }))
      .where('id', 'in', due)
      .returningAll()
      .execute();
    if (!claimed.length) return [];
    const ids = claimed.map((j) => Number(j.id));
    // An attempt still open belongs to a worker whose lease ended: it never finished.
    await trx
      .updateTable('job_attempts')
      .set({ outcome: 'abandoned', finished_at: req.now, error: 'lease ended without an outcome' })
      .where('job_id', 'in', ids)
      .where('outcome', '=', 'running')
      .execute();
    await trx
      .insertInto('job_attempts')
      .values(
        claimed.map((j) => ({
          job_id: Number(j.id),
          attempt: j.attempts,
          worker: req.worker,
          started_at: req.now,
          outcome: 'running' as const,
        })),
      )
      .execute();
    return claimed.map((j) => ({ ...j, id: Number(j.id) }));
  });
}

export interface JobOutcome {
  worker: string;
  now: string;
  /** null: delivered. */
  error: string | null;
  /** After an error: when to try again, or null when the job has no attempts left. */
  retryAt: string | null;
  /** What to keep of the payload once done (a passcode is not kept). */
  payload?: string;
}

/**
 * Record the outcome of `worker`'s attempt. Compare-and-set on the lease: false when the job
 * is no longer this worker's (its lease ended and another worker took it over).
 */
export function finishAttempt(db: Db, job: JobRow, out: JobOutcome): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const status = out.error === null ? 'done' : out.retryAt === null ? 'failed' : 'queued';
    const result = await trx
      .updateTable('jobs')
      .set({
        status,
        locked_by: null,
        locked_until: null,
        last_error: out.error,
        updated_at: out.now,
        ...(out.retryAt ? { run_at: out.retryAt } : {}),
        ...(status === 'done' ? { done_at: out.now } : {}),
        ...(out.payload !== undefined ? { payload: out.payload } : {}),
      })
      .where('id', '=', job.id)
      .where('status', '=', 'running')
      .where('locked_by', '=', out.worker)
      .where('attempts', '=', job.attempts)
      .executeTakeFirst();
    await trx
      .updateTable('job_attempts')
      .set({
        outcome: out.error === null ? 'ok' : 'error',
        error: out.error,
        finished_at: out.now,
      })
      .where('job_id', '=', job.id)
      .where('attempt', '=', job.attempts)
      .where('worker', '=', out.worker)
      .where('outcome', '=', 'running')
      .execute();
    return Number(result.numUpdatedRows) > 0;
  });
}

/** Whether an e-mail or SMS of this job is already recorded as delivered. */
export async function deliveredMessage(db: Kysely<Database>, jobKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('outbox_messages')
    .select('id')
    .where('job_key', '=', jobKey)
    .executeTakeFirst();
  return row !== undefined;
}

/** Forget done jobs finished before `before` (their attempts go with them). */
export async function purgeDoneJobs(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('status', '=', 'done')
    .where('done_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Forget the jobs of `keys` that wait for their first or next try (a running one finishes). */
export async function dropQueuedJobs(db: Kysely<Database>, keys: readonly string[]): Promise<void> {
  if (!keys.length) return;
  await db.deleteFrom('jobs').where('status', '=', 'queued').where('job_key', 'in', keys).execute();
}

/**
 * Forget the texts to `to` (digits) still waiting to be delivered whose job keys start with
 * `keyPrefix` (a number that texted STOP gets none of them); the number forgotten.
 */
export async function dropQueuedTexts(
  db: Kysely<Database>,
  to: string,
  keyPrefix: string,
): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('kind', '=', 'sms')
    .where('status', '=', 'queued')
    .where('job_key', 'like', `${keyPrefix}%`)
    .where('payload', 'like', `%${JSON.stringify({ to }).slice(1, -1)}%`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
