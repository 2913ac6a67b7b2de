/**
 * Automatic cancellation: orders still 'acknowledged' 10 days after submission are cancelled
 * (cancelUnfulfilledOrders, run by the sweeps in jobs/sweeps.ts) through moveOrder, like any
 * other move: history, install slot given back, e-mail and webhook.
 */
import { UNFULFILLED_ORDER_CANCEL_DAYS } from '@bizline/domain/constants';
import { INITIAL_ORDER_STATE } from '@bizline/domain/orders/order-states';
import type { AppContext } from '../../context';
import { SYSTEM_ACTOR, moveOrder } from './move-order';
import * as repo from './repo';

const AUTO_CANCEL_REASON = `Not fulfilled within ${UNFULFILLED_ORDER_CANCEL_DAYS} days: canceled automatically`;

/**
 * Cancel every order still 'acknowledged' past its cancel_after. Safe to run from several
 * processes: moveOrder re-checks the state in its transaction. The orders cancelled.
 */
export async function cancelUnfulfilledOrders(
  ctx: AppContext,
  now = new Date(),
): Promise<string[]> {
  const due = await repo.dueForCancellation(ctx.db.kysely, INITIAL_ORDER_STATE, now.toISOString());
  const cancelled: string[] = [];
  for (const o of due) {
    const moved = await moveOrder(ctx, {
      orderNo: o.order_no,
      to: 'cancelled',
      reason: AUTO_CANCEL_REASON,
      note: AUTO_CANCEL_REASON,
      by: SYSTEM_ACTOR,
      onlyFrom: INITIAL_ORDER_STATE,
      now,
    });
    if (moved) cancelled.push(o.order_no);
  }
  if (cancelled.length) ctx.log.info({ orders: cancelled }, 'cancelled unfulfilled orders');
  return cancelled;
}
