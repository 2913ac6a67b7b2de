/**
 * What keeps the database from growing without bound: expired sessions (an empty one lives 2
 * hours), event and error log rows past LOG_RETENTION_DAYS, rate-limit windows that have ended.
 * It is the 'storage' sweep job (jobs/sweeps.ts), so it runs once per SWEEP_EVERY_MS across all
 * processes; each delete is idempotent, and a failure is retried like any job.
 */
import type { AppContext } from '../context';
import { purgeOldLogs } from '../modules/events/service';
import { deleteExpiredSessions } from '../modules/session/repo';
import { deleteEnded } from './repo';

export async function sweepStorage(ctx: AppContext, now: Date): Promise<void> {
  await deleteExpiredSessions(ctx.db, now.toISOString());
  await purgeOldLogs(ctx.db, ctx.config.logRetentionDays, now);
  await deleteEnded(ctx.db.kysely, now.getTime());
}
