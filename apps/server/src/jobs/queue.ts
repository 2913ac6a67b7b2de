/**
 * Durable jobs, exactly once in effect (issue 13 §1, docs/decisions/020-durable-jobs.md).
 *
 * - `enqueue(trx, kind, payload, { key })` writes the job in the caller's transaction: the
 *   business change and the work that follows it commit together or not at all. The key is the
 *   idempotency key; queuing the same key again does nothing.
 * - A worker (worker.ts) claims due jobs under a lease and runs the kind's handler; an error
 *   queues the job again after an exponential backoff with jitter, until its attempts run out
 *   ('failed'). Every attempt is recorded in job_attempts.
 * - `deliverInline(ctx, handlers, key)`: the request that queued an e-mail or SMS tries the first delivery
 *   itself, after its commit, and waits for it at most JOBS_INLINE_WAIT_MS; whatever fails or
 *   takes longer is the worker's.
 */
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import * as repo from './repo';
import { instrumentJob } from '../observability/jobs';

/** A job's work. Throwing means "not delivered": the job is tried again later. */
interface JobHandler {
  run(ctx: AppContext, payload: unknown, job: repo.JobRow): Promise<void>;
  /** What of the payload to keep once the job is over, done or failed (default: all of it). */
  keepWhenOver?(payload: unknown): unknown;
}

export type JobHandlers = Readonly<Record<string, JobHandler>>;

export interface EnqueueOptions {
  /** Idempotency key: one job per key, ever. */
  key: string;
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Attempts before the job is marked failed (default DEFAULT_MAX_ATTEMPTS). */
  maxAttempts?: number;
  now?: Date;
}

/** With the default backoff (10 s doubling up to 1 h), 20 attempts span about 12 hours. */
const DEFAULT_MAX_ATTEMPTS = 20;

/** Queue `kind` with `payload` in the transaction `trx`; false when the key was queued before. */
export function enqueue(
  trx: Kysely<Database>,
  kind: string,
  payload: unknown,
  options: EnqueueOptions,
): Promise<boolean> {
  const now = options.now ?? new Date();
  return repo.insertJob(trx, {
    kind,
    key: options.key,
    payload: JSON.stringify(payload),
    runAt: (options.runAt ?? now).toISOString(),
    maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    now: now.toISOString(),
  });
}

/** A worker's name in locked_by and job_attempts: host, process and a random part. */
export function workerId(role: string): string {
  return `${os.hostname()}:${process.pid}:${role}:${randomBytes(3).toString('hex')}`;
}

/** The delay before attempt `attempts + 1`: base * 2^(attempts-1), capped, half of it jittered. */
export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  const full = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(full / 2 + Math.random() * (full / 2));
}

const describeError = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).slice(0, 500) || 'failed';

/** Run one claimed job and record its outcome. */
export async function runClaimed(
  ctx: AppContext,
  handlers: JobHandlers,
  job: repo.JobRow,
  worker: string,
): Promise<'done' | 'retry' | 'failed'> {
  const { retryBaseMs, retryMaxMs, leaseMs } = ctx.config.jobs;
  const handler = handlers[job.kind];
  let error: string | null = null;
  let payload: unknown;
  try {
    if (!handler) throw new Error(`no handler for job kind '${job.kind}'`);
    payload = JSON.parse(job.payload) as unknown;
    // A job that outlives its lease would be taken over by another worker: it gives up first.
    // Traced and counted (bizline_job_attempts_total, bizline_job_duration_seconds).
    await instrumentJob(job.kind, () =>
      withTimeout(handler.run(ctx, payload, job), Math.max(50, leaseMs * 0.8)),
    );
  } catch (err) {
    error = describeError(err);
  }
  const now = new Date();
  const last = job.attempts >= job.max_attempts;
  const retryAt =
    error !== null && !last
      ? new Date(now.getTime() + backoffMs(job.attempts, retryBaseMs, retryMaxMs)).toISOString()
      : null;
  const over = error === null || retryAt === null;
  const kept =
    over && payload !== undefined && handler?.keepWhenOver
      ? JSON.stringify(handler.keepWhenOver(payload))
      : undefined;
  const mine = await repo.finishAttempt(ctx.db, job, {
    worker,
    now: now.toISOString(),
    error,
    retryAt,
    payload: kept,
  });
  const about = { job: { key: job.job_key, kind: job.kind, attempt: job.attempts } };
  if (!mine) ctx.log.warn(about, 'job lease ended before its outcome was recorded');
  if (error === null) return 'done';
  if (retryAt) {
    ctx.log.warn({ ...about, error, retryAt }, 'job failed, will retry');
    return 'retry';
  }
  ctx.log.error({ ...about, error }, 'job failed, no attempts left');
  return 'failed';
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

const inlineWorkers = new WeakMap<object, string>();

/**
 * Deliver the job `key` now (after the commit that queued it), waiting at most
 * JOBS_INLINE_WAIT_MS. Never throws: a failed or slow delivery stays with the worker.
 */
export async function deliverInline(
  ctx: AppContext,
  handlers: JobHandlers,
  key: string,
): Promise<void> {
  const { inlineWaitMs, leaseMs } = ctx.config.jobs;
  if (inlineWaitMs <= 0) return;
  let worker = inlineWorkers.get(ctx);
  if (!worker) inlineWorkers.set(ctx, (worker = workerId('inline')));
  const id = worker;
  const work = (async () => {
    const now = new Date();
    const [job] = await repo.claimDue(ctx.db, {
      worker: id,
      now: now.toISOString(),
      leaseUntil: new Date(now.getTime() + leaseMs).toISOString(),
      limit: 1,
      key,
      kinds: Object.keys(handlers),
    });
    if (job) await runClaimed(ctx, handlers, job, id);
  })().catch((err: unknown) => ctx.log.warn({ err, job: { key } }, 'inline delivery failed'));
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise<void>((r) => (timer = setTimeout(r, inlineWaitMs)))]);
  clearTimeout(timer);
}
