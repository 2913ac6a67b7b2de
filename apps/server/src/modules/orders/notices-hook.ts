/**
 * What the notices module (text consent, installation reminders) is told of an order: at its
 * placing, each reschedule and when it closes (place-order.ts, reschedule.ts, move-order.ts).
 */
import type { Kysely } from 'kysely';
import { canReschedule } from '@bizline/domain/orders/order-states';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import {
  dropReminders,
  planReminders,
  recordCheckoutConsent,
  type ReminderOrder,
} from '../notices/index';
import { orderStatusUrl } from './confirmation-email';
import type { Order } from './order-record';

/** The checkout's answer to "may we text you": the words shown beside the box, and when. */
export interface SmsConsentAnswer {
  consented: 'Y' | 'N';
  at: string;
  wording: string;
}

function reminderOrderOf(ctx: AppContext, order: Order): ReminderOrder {
  return {
    orderNo: order.orderNo,
    email: order.customer.email,
    firstName: order.customer.firstName,
    installDay: order.installation.dueDate,
    timeSlotCode: order.installation.timeSlotCode,
    timeSlot: order.installation.timeSlot,
    statusUrl: orderStatusUrl(ctx, order.orderNo, order.serviceZip),
  };
}

/**
 * A new order: its text consent (an order placed without the question, a quote's, is kept as
 * not agreed, with no words) and its installation's reminders.
 */
export async function noticesOfNewOrder(
  ctx: AppContext,
  trx: Kysely<Database>,
  order: Order,
  consent: SmsConsentAnswer | null | undefined,
  now: Date,
): Promise<void> {
  if (order.customer.phoneNumber) {
    await recordCheckoutConsent(trx, {
      orderNo: order.orderNo,
      mobile: order.customer.phoneNumber,
      consented: consent?.consented === 'Y',
      wording: consent?.wording ?? '',
      at: consent?.at ?? now.toISOString(),
    });
  }
  await planReminders(ctx, trx, reminderOrderOf(ctx, order), now);
}

/** Whether an order in `state` is reminded of its installation: open, and not on hold. */
const remindable = (state: string) => canReschedule(state) && state !== 'held';

/** The installation moved: the reminders follow it. */
export function noticesOfReschedule(
  ctx: AppContext,
  trx: Kysely<Database>,
  order: Order,
  now: Date,
): Promise<void> {
  return remindable(order.status)
    ? planReminders(ctx, trx, reminderOrderOf(ctx, order), now)
    : dropReminders(trx, order.orderNo, now);
}

/**
 * The order moved from `from` to its state now: a closed order (cancelled, failed, completed)
 * or one on hold is reminded of nothing; one taken off hold is reminded again.
 */
export async function noticesOfMove(
  ctx: AppContext,
  trx: Kysely<Database>,
  move: { order: Order; from: string; now: Date },
): Promise<void> {
  const { order, from, now } = move;
  if (!remindable(order.status)) {
    await dropReminders(trx, order.orderNo, now);
  } else if (!remindable(from)) {
    await planReminders(ctx, trx, reminderOrderOf(ctx, order), now);
  }
}
