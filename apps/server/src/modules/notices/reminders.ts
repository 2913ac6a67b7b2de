/**
 * The installation reminders (docs/notices.md): the day before and on the day of the
 * installation, at REMINDER_HOUR in PROVIDER_TIME_ZONE, by e-mail and, with consent, by text.
 *
 * Placing an order plans them as 'order-reminder' jobs due at those times (src/jobs), in the
 * order's transaction. A reschedule plans again: the jobs still waiting are dropped and the next
 * plan's are queued; a cancellation drops them. A reminder job of an older plan (it was taken by
 * a worker as the plan changed) sends nothing. When a reminder falls due its job queues the
 * e-mail and the text as delivery jobs keyed by order, plan and reminder: each is delivered
 * once, and retried with backoff while the mail server or SMS gateway is away.
 */
import type { Kysely } from 'kysely';
import {
  REMINDER_KINDS,
  reminderTimes,
  type ReminderKind,
} from '@bizline/domain/notices/reminders';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { deliverSoon, queueMail } from '../../jobs/deliveries';
import { enqueue, type JobHandlers } from '../../jobs/queue';
import { dropQueuedJobs } from '../../jobs/repo';
import { queueOrderText } from './consent';
import { reminderMessages, type ReminderFacts } from './messages';
import * as repo from './repo';

/** What the reminders of an order need to know; installDay '' when it has no installation. */
export interface ReminderOrder extends ReminderFacts {
  email: string;
  timeSlotCode: string;
}

interface ReminderJob {
  kind: ReminderKind;
  plan: number;
  order: ReminderOrder;
}

const reminderKey = (orderNo: string, plan: number, kind: ReminderKind) =>
  `order-reminder:${orderNo}:${plan}:${kind}`;

/**
 * Start the next plan of `orderNo`'s reminders: the waiting jobs of the current one are dropped
 * and the plan's number goes up (never back: a job of an earlier plan, even one a worker holds
 * now, finds its plan gone and sends nothing). An empty `installDay`: no reminders.
 */
async function nextPlan(
  trx: Kysely<Database>,
  orderNo: string,
  install: { installDay: string; timeSlotCode: string },
  at: string,
): Promise<number> {
  const old = await repo.findPlan(trx, orderNo);
  if (old) {
    const keys = REMINDER_KINDS.map((k) => reminderKey(orderNo, old.plan, k));
    await dropQueuedJobs(trx, keys);
  }
  const plan = (old?.plan ?? 0) + 1;
  const { installDay, timeSlotCode } = install;
  await repo.savePlan(trx, orderNo, { plan, installDay, timeSlotCode }, at);
  return plan;
}

/**
 * Plan the reminders of `order`'s installation in the transaction `trx` (a new order, a
 * reschedule): those planned before and not yet due are dropped; a reminder whose time has
 * passed already is not sent.
 */
export async function planReminders(
  ctx: Pick<AppContext, 'config'>,
  trx: Kysely<Database>,
  order: ReminderOrder,
  now = new Date(),
): Promise<void> {
  const plan = await nextPlan(trx, order.orderNo, order, now.toISOString());
  if (!order.installDay) return;
  const { reminderHour, timeZone } = ctx.config.notices;
  const due = reminderTimes(order.installDay, reminderHour, timeZone);
  for (const kind of REMINDER_KINDS) {
    if (due[kind] <= now) continue;
    const job: ReminderJob = { kind, plan, order };
    await enqueue(trx, 'order-reminder', job, {
      key: reminderKey(order.orderNo, plan, kind),
      runAt: due[kind],
      now,
    });
  }
}

/** Drop the reminders of `orderNo` not yet sent (a cancellation, a hold), in `trx`. */
export async function dropReminders(
  trx: Kysely<Database>,
  orderNo: string,
  now = new Date(),
): Promise<void> {
  await nextPlan(trx, orderNo, { installDay: '', timeSlotCode: '' }, now.toISOString());
}

/** Queue the e-mail and (with consent) the text of a reminder that fell due; their job keys. */
async function queueReminder(ctx: AppContext, job: ReminderJob): Promise<string[]> {
  const { order, plan, kind } = job;
  return inTransaction(ctx.db, async (trx) => {
    const current = await repo.findPlan(trx, order.orderNo);
    if (current?.plan !== plan) return [];
    const { mail, sms } = reminderMessages(ctx, kind, order);
    const topic = `order:${order.orderNo}`;
    const keys: string[] = [];
    const mailKey = `order-reminder-mail:${order.orderNo}:${plan}:${kind}`;
    if (
      order.email &&
      (await queueMail(trx, { to: order.email, ...mail, topic }, { key: mailKey }))
    )
      keys.push(mailKey);
    const smsKey = `reminder:${order.orderNo}:${plan}:${kind}`;
    const texted = await queueOrderText(trx, order.orderNo, sms, smsKey);
    if (texted) keys.push(texted);
    return keys;
  });
}

/** The 'order-reminder' job kind. */
export const reminderHandlers: JobHandlers = {
  'order-reminder': {
    async run(ctx, payload) {
      const keys = await queueReminder(ctx, payload as ReminderJob);
      for (const key of keys) await deliverSoon(ctx, key);
    },
  },
};
