/**
 * The one hook the job worker calls around each job run: the run gets its own
 * trace span (when tracing is on) and is counted in bizline_job_attempts_total{kind,outcome}
 * and timed in bizline_job_duration_seconds{kind}. Queue depth and failed jobs are read from
 * the jobs table when Prometheus scrapes (metrics.ts), so they hold across processes.
 */
import { jobAttempts, jobDuration } from './metrics';
import { traceJob } from './tracing';

export async function instrumentJob<T>(kind: string, run: () => Promise<T>): Promise<T> {
  const stop = jobDuration.startTimer({ kind });
  try {
    const result = await traceJob(kind, run);
    jobAttempts.inc({ kind, outcome: 'ok' });
    return result;
  } catch (e) {
    jobAttempts.inc({ kind, outcome: 'error' });
    throw e;
  } finally {
    stop();
  }
}
