/**
 * What keeps the database from growing without bound: expired sessions (an empty one
 * lives 2 hours), event and error log rows past LOG_RETENTION_DAYS, rate-limit windows that have
 * ended. Every process may run it: each delete is idempotent.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/index';
import { purgeOldLogs } from '../modules/events/service';
import type { SessionService } from '../modules/session/service';
import type { Counters } from './counters';

export const SWEEP_INTERVAL_MS = 10 * 60_000;

export async function sweepStorage(deps: {
  db: Db;
  config: Pick<Config, 'logRetentionDays'>;
  sessions: SessionService;
  limits: Counters;
  log: FastifyBaseLogger;
}): Promise<void> {
  const jobs: [string, () => Promise<number>][] = [
    ['sessions', () => deps.sessions.purgeExpired()],
    ['logs', () => purgeOldLogs(deps.db, deps.config.logRetentionDays)],
    ['rate limits', () => deps.limits.sweep()],
  ];
  for (const [name, job] of jobs) {
    try {
      await job();
    } catch (err) {
      deps.log.warn({ err }, `${name} sweep failed`);
    }
  }
}
