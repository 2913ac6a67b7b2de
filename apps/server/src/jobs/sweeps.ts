/**
 * The periodic sweeps, run as 'sweep' jobs once per SWEEP_EVERY_MS across all processes
 * (worker.ts), and the worker that `npm start` and `npm run worker` run.
 */
import type { AppContext } from '../context';
import { rollUpFunnel } from '../modules/funnel/service';
import { cancelUnfulfilledOrders } from '../modules/orders/service';
import { releaseExpiredHolds } from '../modules/scheduling/service';
import { expireSavedCarts, sendDueReminders } from '../modules/saved-cart/service';
import { webhookHandlers } from '../modules/webhooks/deliver';
import { disableFailingEndpoints } from '../modules/webhooks/health';
import { purgeOldDeliveries } from '../modules/webhooks/retention';
import { deliveryHandlers } from './deliveries';
import { reminderHandlers } from '../modules/notices/index';
import { sweepStorage } from '../limits/sweep';
import { purgeDoneJobs } from './repo';
import type { JobHandlers } from './queue';
import { startWorker, sweepHandler, type Sweep, type Worker } from './worker';

/** Done jobs (and their attempts) are kept this long for the staff mailbox, then forgotten. */
const DONE_JOB_RETENTION_DAYS = 14;

const SWEEPS: Readonly<Record<string, Sweep>> = {
  // Orders unfulfilled after 10 days are cancelled (002 §9).
  'orders-auto-cancel': (ctx, now) => cancelUnfulfilledOrders(ctx, now),
  // Ended slot holds give their unit back.
  'slot-holds': (ctx, now) => releaseExpiredHolds(ctx, now),
  // Saved carts: expire past 20 days, then queue the reminders that are due (issue 6).
  'saved-carts': async (ctx, now) => {
    await expireSavedCarts(ctx, now);
    await sendDueReminders(ctx, now);
  },
  // Expired sessions, old event and error logs, ended rate-limit windows.
  storage: sweepStorage,
  // The console's funnel: new events counted into the daily rollup.
  'funnel-rollup': async (ctx, now) => {
    await rollUpFunnel(ctx, now);
  },
  // Webhook deliveries that ended more than 30 days ago.
  'webhook-deliveries': (ctx, now) => purgeOldDeliveries(ctx, now),
  // Webhook endpoints failing for WEBHOOK_DISABLE_AFTER_HOURS are disabled, the admins told.
  'webhook-endpoints': (ctx, now) => disableFailingEndpoints(ctx, now),
  jobs: (ctx, now) =>
    purgeDoneJobs(
      ctx.db.kysely,
      new Date(now.getTime() - DONE_JOB_RETENTION_DAYS * 86_400_000).toISOString(),
    ),
};

/** Every kind of job this server runs: e-mail, SMS, webhooks, order reminders and the sweeps. */
export const JOB_HANDLERS: JobHandlers = {
  ...deliveryHandlers,
  ...webhookHandlers,
  ...reminderHandlers,
  ...sweepHandler(SWEEPS),
};

/** The worker of this server. */
export function startJobWorker(ctx: AppContext): Worker {
  return startWorker(ctx, { handlers: JOB_HANDLERS, sweeps: Object.keys(SWEEPS) });
}
