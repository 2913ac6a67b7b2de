/**
 * `npm run worker`: the job worker alone (e-mail, SMS, sweeps; src/jobs), for a provider who
 * runs the web processes with WORKER=off. Any number may run against one database: each job and
 * each sweep run is claimed by one of them. Stops on SIGINT/SIGTERM after the jobs in hand.
 */
import { ConfigError, loadConfig } from '../config';
import { createContext, createLogger } from '../bootstrap';
import { startJobWorker } from '../jobs/sweeps';

try {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const ctx = await createContext(config, log);
  const worker = startJobWorker(ctx);
  console.log(`bizline worker ${worker.id} is running (database: ${ctx.db.description})`);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received, stopping the worker`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await worker.stop();
    await ctx.db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
} catch (e) {
  console.error(e instanceof ConfigError ? e.message : `Worker failed: ${(e as Error).message}`);
  process.exit(1);
}
