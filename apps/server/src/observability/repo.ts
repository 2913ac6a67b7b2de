/**
 * The queries of the metrics (SQL only): the job queue's depth and lag, read when Prometheus
 * scrapes. Both use the jobs table's (status, run_at) index; done jobs are never counted. A
 * database without the jobs table (not migrated yet) reads as an empty queue.
 */
import { sql } from 'kysely';
import type { Db } from '../db/index';

export interface QueueCounts {
  byKind: { kind: string; status: string; count: number }[];
  /** run_at of the oldest queued job that is due now, if any. */
  oldestDueAt: string | null;
}

export async function jobQueueCounts(db: Db): Promise<QueueCounts> {
  try {
    const now = new Date().toISOString();
    const rows = await sql<{ kind: string; status: string; n: number | string }>`
      select kind, status, count(*) as n from jobs
      where status in ('queued', 'running', 'failed')
      group by kind, status`.execute(db.kysely);
    const oldest = await sql<{ run_at: string | null }>`
      select min(run_at) as run_at from jobs
      where status = 'queued' and run_at <= ${now}`.execute(db.kysely);
    return {
      byKind: rows.rows.map((r) => ({ kind: r.kind, status: r.status, count: Number(r.n) })),
      oldestDueAt: oldest.rows[0]?.run_at ?? null,
    };
  } catch {
    return { byKind: [], oldestDueAt: null };
  }
}
