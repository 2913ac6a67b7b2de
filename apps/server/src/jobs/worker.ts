/**
 * The worker loop (issue 13 §1): claim due jobs, run them, sleep JOBS_POLL_MS when there are
 * none. `npm start` runs one in the web process (unless WORKER=off); `npm run worker` runs one
 * alone (cli/worker.ts).
 *
 * Sweeps run as jobs too: every SWEEP_EVERY_MS each worker queues 'sweep' jobs keyed by the
 * sweep's name and time slot (`sweep:<name>:<slot>`). The key is unique, so however many
 * processes queue a slot there is one job, claimed by one worker: each sweep runs once across
 * all processes.
 */
import type { AppContext } from '../context';
import { inTransaction } from '../db/transaction';
import { claimDue } from './repo';
import { enqueue, runClaimed, workerId, type JobHandlers } from './queue';

export type Sweep = (ctx: AppContext, now: Date) => Promise<unknown>;

export interface WorkerOptions {
  /** Handlers by job kind ('sweep' among them when sweeps are named); only these kinds are
   * claimed. */
  handlers: JobHandlers;
  /** Sweeps to queue once per SWEEP_EVERY_MS across processes ('sweep' jobs). */
  sweeps?: readonly string[];
  /** Jobs claimed at once. */
  batch?: number;
}

export interface Worker {
  id: string;
  /** Look for due jobs now instead of at the next poll. */
  wake(): void;
  /** Finish the jobs in hand, then stop. */
  stop(): Promise<void>;
}

/** A sweep runs once or twice more at most, then its next slot runs it anyway. */
const SWEEP_MAX_ATTEMPTS = 3;

/** The 'sweep' job kind: run the named sweep. */
export function sweepHandler(sweeps: Readonly<Record<string, Sweep>>): JobHandlers {
  return {
    sweep: {
      async run(ctx, payload) {
        const { name } = payload as { name: string };
        const sweep = sweeps[name];
        if (!sweep) throw new Error(`unknown sweep '${name}'`);
        await sweep(ctx, new Date());
      },
    },
  };
}

/** Queue this slot's run of every sweep (a slot already queued by any process is left alone). */
async function queueSweeps(
  ctx: AppContext,
  names: readonly string[],
  now = new Date(),
): Promise<void> {
  const slot = Math.floor(now.getTime() / ctx.config.jobs.sweepEveryMs);
  await inTransaction(ctx.db, async (trx) => {
    for (const name of names) {
      await enqueue(
        trx,
        'sweep',
        { name },
        { key: `sweep:${name}:${slot}`, maxAttempts: SWEEP_MAX_ATTEMPTS, now },
      );
    }
  });
}

/** Claim up to `batch` due jobs for `worker` and run them; the number claimed. */
async function runDueJobsOnce(
  ctx: AppContext,
  handlers: JobHandlers,
  worker: string,
  batch: number,
  now = new Date(),
): Promise<number> {
  const jobs = await claimDue(ctx.db, {
    worker,
    now: now.toISOString(),
    leaseUntil: new Date(now.getTime() + ctx.config.jobs.leaseMs).toISOString(),
    limit: batch,
    kinds: Object.keys(handlers),
  });
  await Promise.all(jobs.map((job) => runClaimed(ctx, handlers, job, worker)));
  return jobs.length;
}

/** Run due jobs until none is left (at most `max`); the number run. For tests and tools. */
export async function runDueJobs(ctx: AppContext, handlers: JobHandlers, max = 1000) {
  const worker = workerId('once');
  let total = 0;
  for (let n = -1; n !== 0 && total < max; total += n) {
    n = await runDueJobsOnce(ctx, handlers, worker, 10);
  }
  return total;
}

export function startWorker(ctx: AppContext, options: WorkerOptions): Worker {
  const { pollMs, sweepEveryMs } = ctx.config.jobs;
  const { handlers } = options;
  const sweeps = options.sweeps ?? [];
  const id = workerId('worker');
  const batch = options.batch ?? 10;
  let running = true;
  let wake: (() => void) | undefined;
  let lastSweepSlot = -1;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        wake = undefined;
        resolve();
      }, ms);
      wake = () => {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      };
    });

  const tick = async (): Promise<number> => {
    const now = new Date();
    const slot = Math.floor(now.getTime() / sweepEveryMs);
    if (slot !== lastSweepSlot && sweeps.length) {
      await queueSweeps(ctx, sweeps, now);
      lastSweepSlot = slot;
    }
    return runDueJobsOnce(ctx, handlers, id, batch, now);
  };

  const loop = (async () => {
    while (running) {
      let claimed = 0;
      try {
        claimed = await tick();
      } catch (err) {
        // The database is away (issue 11): try again at the next poll.
        ctx.log.warn({ err }, 'job worker could not claim jobs');
      }
      if (running && claimed < batch) await pause(pollMs);
    }
  })();

  ctx.log.info({ worker: id }, 'job worker started');
  return {
    id,
    wake: () => wake?.(),
    async stop() {
      running = false;
      wake?.();
      await loop;
    },
  };
}
