/**
 * Automatic cancellation: orders still 'submitted' 10 days after submission are cancelled
 * (cancelUnfulfilledOrders, run by the sweeps in jobs/sweeps.ts).
 */
import { UNFULFILLED_ORDER_CANCEL_DAYS } from '@bizline/domain/constants';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { releaseHolds } from '../scheduling/service';
import * as repo from './repo';

const AUTO_CANCEL_NOTE = `Not fulfilled within ${UNFULFILLED_ORDER_CANCEL_DAYS} days: canceled automatically`;

/**
 * Cancel every order still 'submitted' past its cancel_after, releasing its install slot. Safe
 * to run from several processes: the status change re-checks 'submitted'. The orders cancelled.
 */
export async function cancelUnfulfilledOrders(
  ctx: AppContext,
  now = new Date(),
): Promise<string[]> {
  const at = now.toISOString();
  const due = await repo.dueForCancellation(ctx.db.kysely, 'submitted', at);
  const cancelled: string[] = [];
  for (const o of due) {
    const done = await inTransaction(ctx.db, async (trx) => {
      if (!(await repo.changeStatus(trx, o.order_no, 'submitted', 'cancelled', at))) return false;
      await repo.addHistory(trx, {
        order_no: o.order_no,
        status: 'cancelled',
        note: AUTO_CANCEL_NOTE,
        at,
      });
      await releaseHolds({ db: { ...ctx.db, kysely: trx } }, o.cart_id, { includeConfirmed: true });
      return true;
    });
    if (done) cancelled.push(o.order_no);
  }
  if (cancelled.length) ctx.log.info({ orders: cancelled }, 'cancelled unfulfilled orders');
  return cancelled;
}
