/**
 * `npm start`: validate configuration, migrate, load demo data into an empty database, serve
 * storefront and API, and shut down gracefully on SIGINT/SIGTERM.
 */
import { ConfigError, loadConfig, type Config } from './config';
import { buildApp } from './app';
import { SWEEP_INTERVAL_MS, sweepStorage } from './limits/sweep';
import { createContext, createLogger } from './bootstrap';
import { seedDemoData, seedReferenceData } from './seed';
import { startJobWorker } from './jobs/sweeps';

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

  // Expired sessions, old event/error logs, ended rate-limit windows (limits/sweep.ts).
  const storage = { db: ctx.db, config, sessions: app.sessions, limits: app.limits, log };
  void sweepStorage(storage);
  const sweep = setInterval(() => void sweepStorage(storage), SWEEP_INTERVAL_MS);
  sweep.unref();
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
      await worker?.stop(); // finishes the jobs in hand
      await ctx.db.close();
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
