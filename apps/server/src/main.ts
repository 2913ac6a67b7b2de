/**
 * `npm start`: validate configuration, migrate, load demo data into an empty database, serve
 * storefront and API, and shut down gracefully on SIGINT/SIGTERM.
 */
import { ConfigError, loadConfig, type Config } from './config';
import { buildApp } from './app';
import { createContext, createLogger } from './bootstrap';
import { seedDemoData, seedReferenceData } from './seed';
import { startTracing } from './observability/tracing';
import { startMetricsServer } from './observability/serve';
import { startJobWorker } from './jobs/sweeps';

const LIMITS_MEMORY_SWEEP_MS = 10 * 60_000;

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  // Before the logger and the app: both trace only once tracing has started (OTEL_*; off unset).
  const tracing = await startTracing(config.observability);
  const log = createLogger(config.logLevel);
  const ctx = await createContext(config, log);
  await seedReferenceData(ctx);
  if (config.seedDemo) await seedDemoData(ctx);

  const app = await buildApp(ctx);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host)
    ? 'localhost'
    : config.host;
  console.log(`bizline is running at http://${shownHost}:${port}${config.storefrontBase}/`);
  console.log(
    `API docs at http://${shownHost}:${port}${config.apiBase}/docs  (database: ${ctx.db.description})`,
  );
  // Prometheus metrics on their own port (METRICS_PORT); METRICS_TOKEN alone: /metrics above.
  const metrics = await startMetricsServer(config.observability, { host: config.host });
  if (metrics) console.log(`Metrics at http://${shownHost}:${metrics.port}/metrics`);

  // This process's own rate-limit memory (ended windows; on PostgreSQL unused blocks). The
  // database's expired sessions, old logs and ended windows are the 'storage' sweep job.
  const forget = setInterval(() => void app.limits.sweep(), LIMITS_MEMORY_SWEEP_MS);
  forget.unref();
  // E-mail, SMS and the sweeps (auto-cancel, hold release, saved-cart expiry and reminders) are
  // jobs in the database (src/jobs): each runs once across processes. WORKER=off leaves them to
  // `npm run worker`.
  const worker = config.jobs.worker ? startJobWorker(ctx) : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received, closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close(); // stops accepting, waits for requests in flight
      await metrics?.close();
      await worker?.stop(); // finishes the jobs in hand
      await ctx.db.close();
      await tracing?.shutdown(); // sends the spans still buffered
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
