/**
 * Prometheus metrics: every metric of the process is defined here, in one
 * registry, named `bizline_*` (docs/operations.md lists them with the dashboards and alerts).
 *
 * Counters the services bump (orders, qualifications, job attempts) cost a map update; the
 * request histogram, the process metrics and the database gauges are only installed when
 * metrics are served (METRICS_PORT or METRICS_TOKEN). The database gauges are read when
 * Prometheus scrapes: the pg pool's counts and, from the jobs table, the queue (repo.ts).
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index';
import { jobQueueCounts, type QueueCounts } from './repo';

export const registry = new Registry();

const httpRequestDuration = new Histogram({
  name: 'bizline_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const ordersSubmitted = new Counter({
  name: 'bizline_orders_submitted_total',
  help: 'Orders created (a repeated submit of the same order is not counted), by flow',
  labelNames: ['flow'] as const,
  registers: [registry],
});

export const qualificationOutcomes = new Counter({
  name: 'bizline_qualifications_total',
  help: 'Address qualifications answered, by outcome',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const jobAttempts = new Counter({
  name: 'bizline_job_attempts_total',
  help: 'Job runs in this process, by kind and outcome (ok, error)',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});

export const jobDuration = new Histogram({
  name: 'bizline_job_duration_seconds',
  help: 'Time one job run took in this process, by kind',
  labelNames: ['kind'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
  registers: [registry],
});

/** The databases of the apps serving metrics in this process (one in production). */
const databases = new Set<Db>();

const poolGauge = (name: string, help: string, pick: (s: PoolCounts) => number) =>
  new Gauge({
    name,
    help,
    labelNames: ['database'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const db of databases) {
        const stats = db.poolStats?.();
        if (stats) this.inc({ database: db.dialect }, pick(stats));
      }
    },
  });

interface PoolCounts {
  total: number;
  idle: number;
  waiting: number;
}

poolGauge('bizline_db_pool_connections', 'PostgreSQL pool: connections open', (s) => s.total);
poolGauge('bizline_db_pool_idle', 'PostgreSQL pool: connections open and idle', (s) => s.idle);
poolGauge(
  'bizline_db_pool_waiting',
  'PostgreSQL pool: queries waiting for a connection',
  (s) => s.waiting,
);

/** One read of the queue per scrape: the two gauges below share the read in flight. */
let queueRead: Promise<QueueCounts[]> | undefined;
function readQueues(): Promise<QueueCounts[]> {
  queueRead ??= Promise.all([...databases].map((db) => jobQueueCounts(db))).finally(() => {
    queueRead = undefined;
  });
  return queueRead;
}

new Gauge({
  name: 'bizline_jobs',
  help: 'Jobs in the database queue not done yet, by kind and status (queued, running, failed)',
  labelNames: ['kind', 'status'] as const,
  registers: [registry],
  async collect() {
    const all = await readQueues();
    this.reset();
    for (const counts of all) {
      for (const c of counts.byKind) this.inc({ kind: c.kind, status: c.status }, c.count);
    }
  },
});

new Gauge({
  name: 'bizline_jobs_oldest_due_seconds',
  help: 'How long the oldest queued job has been due (0 when none is waiting)',
  registers: [registry],
  async collect() {
    let oldest = 0;
    for (const { oldestDueAt } of await readQueues()) {
      if (oldestDueAt) oldest = Math.max(oldest, (Date.now() - Date.parse(oldestDueAt)) / 1000);
    }
    this.set(oldest);
  },
});

let defaultsStarted = false;

/** Read this database's pool and job queue when metrics are scraped; answers the undo. */
export function watchDatabase(db: Db): () => void {
  if (!defaultsStarted) {
    collectDefaultMetrics({ register: registry, prefix: 'bizline_' });
    defaultsStarted = true;
  }
  databases.add(db);
  return () => databases.delete(db);
}

/**
 * Start measuring for an app that serves metrics: the request histogram (route pattern, never
 * the raw URL), the process metrics (CPU, memory, event loop lag) and its database's gauges.
 */
export function installRequestMetrics(app: FastifyInstance, db: Db): void {
  const stopWatching = watchDatabase(db);
  app.addHook('onClose', async () => stopWatching());
  app.addHook('onResponse', async (request, reply) => {
    httpRequestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}
