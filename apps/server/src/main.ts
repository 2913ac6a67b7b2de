/**
 * `npm start`: validate configuration, migrate, load demo data into an empty database, serve
 * storefront and API, and shut down gracefully on SIGINT/SIGTERM.
 */
import { ConfigError, loadConfig, type Config } from './config';
import { buildApp } from './app';
import { SWEEP_INTERVAL_MS, sweepStorage } from './limits/sweep';
import { createContext, createLogger } from './bootstrap';
import { seedDemoData, seedReferenceData } from './seed';
import { cancelUnfulfilledOrders } from './modules/orders/service';
import { releaseExpiredHolds } from './modules/scheduling/service';
import { expireSavedCarts, sendDueReminders } from './modules/saved-cart/service';

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
  // Orders unfulfilled after 10 days are cancelled (002 §9) and ended slot holds give their unit
  // back; both are idempotent, so every process may run them.
  const orderSweep = setInterval(() => {
    cancelUnfulfilledOrders(ctx).catch((err) => log.warn({ err }, 'order auto-cancel failed'));
    releaseExpiredHolds(ctx).catch((err) => log.warn({ err }, 'slot hold sweep failed'));
    // Saved carts: expire past 20 days, then send the reminders that are due (issue 6).
    expireSavedCarts(ctx)
      .then(() => sendDueReminders(ctx))
      .catch((err) => log.warn({ err }, 'saved-cart sweep failed'));
  }, 900_000);
  orderSweep.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received, closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close(); // stops accepting, waits for requests in flight
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
