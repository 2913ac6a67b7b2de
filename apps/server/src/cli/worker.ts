/**
 * `npm run worker`: the job worker alone (e-mail, SMS, sweeps; src/jobs), for a provider who
 * runs the web processes with WORKER=off. Any number may run against one database: each job and
 * each sweep run is claimed by one of them. Stops on SIGINT/SIGTERM after the jobs in hand
 * (exit 0; 1 when that takes over 10 s). Other exit codes and errors: run-cli.ts. Like `npm
 * start` it sends job spans when OTEL_* is set and serves its metrics (job attempts and
 * durations, queue depth, pool) on METRICS_PORT when that is set (docs/operations.md).
 */
import { createContext, createLogger } from '../bootstrap';
import { startJobWorker } from '../jobs/sweeps';
import { startMetricsServer } from '../observability/serve';
import { startTracing } from '../observability/tracing';
import { runCli } from './run-cli';

await runCli({
  command: 'worker',
  failure: 'worker',
  notes:
    'Runs the job worker (e-mail, SMS, sweeps) on the database named by DATABASE_URL until\nSIGINT or SIGTERM.',
  async run({ config }) {
    // Before the logger: it traces only once tracing has started (OTEL_*; off unset).
    const tracing = await startTracing(config().observability);
    const log = createLogger(config().logLevel);
    const ctx = await createContext(config(), log);
    const metrics = await startMetricsServer(config().observability, {
      host: config().host,
      db: ctx.db,
    });
    const worker = startJobWorker(ctx);
    console.log(`bizline worker ${worker.id} is running (database: ${ctx.db.description})`);
    if (metrics) console.log(`Metrics at http://${config().host}:${metrics.port}/metrics`);
    await new Promise<void>((resolve) => {
      let closing = false;
      const shutdown = async (signal: string) => {
        if (closing) return;
        closing = true;
        log.info(`${signal} received, stopping the worker`);
        const force = setTimeout(() => process.exit(1), 10_000);
        force.unref();
        await worker.stop();
        await metrics?.close();
        await ctx.db.close();
        await tracing?.shutdown(); // sends the spans still buffered
        resolve();
      };
      process.on('SIGINT', () => void shutdown('SIGINT'));
      process.on('SIGTERM', () => void shutdown('SIGTERM'));
    });
  },
});
