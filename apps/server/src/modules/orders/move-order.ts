/**
 * moveOrder: THE one place an order's state changes (packages/domain/src/orders/order-states.ts
 * holds the legal moves). In one transaction: the state changes only from the state it was read
 * in (a concurrent move wins and this one is refused), a history row says who and why, the
 * install slot goes back when the order ends unfulfilled, the customer's e-mail is queued as a
 * durable job, the 'order.state_changed' webhook event is queued, and a staff move writes an
 * audit row. The console (staff), TMF622 PATCH (integrations) and the 10-day auto-cancel (system)
 * all come here.
 */
import {
  CANCEL_REASON_TOO_LONG_MESSAGE,
  CANCEL_REASON_REQUIRED_MESSAGE,
  changedMeanwhileMessage,
  illegalMoveMessage,
  isOrderState,
  moveProblem,
  releasesSlot,
  type OrderState,
} from '@bizline/domain/orders/order-states';
import { normalizeOrderNumber } from '@bizline/domain/orders/order-rules';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict, notFound } from '../../http-errors';
import { deliverSoon } from '../../jobs/deliveries';
import { releaseHolds } from '../scheduling/service';
import type { OrderActor } from './actor';
import { recordStaffAudit } from './audit-hook';
import { queueWebhookEvent } from '../webhooks/events';
import { queueProductOrderEvent } from '../tmf-hub/events';
import { orderStateChangedData } from '../webhooks/payloads';
import { orderVersion, toOrder, type Order } from './order-record';
import * as repo from './repo';
import { queueStateEmail } from './state-email';
import { noticesOfMove } from './notices-hook';

export { SYSTEM_ACTOR, type OrderActor } from './actor';

export interface MoveOrderRequest {
  orderNo: string;
  to: string;
  reason?: string | null;
  by: OrderActor;
  /** Move only when the order is still in this state; otherwise answer null (auto-cancel). */
  onlyFrom?: OrderState;
  /** Move only when the order is still as the customer saw it (orderVersion), else 409. */
  version?: string;
  /** A note for the history (defaults to the state's move). */
  note?: string;
  now?: Date;
}

export interface MovedOrder {
  order: Order;
  from: OrderState;
  to: OrderState;
  historyId: number;
  at: string;
}

export const ORDER_NOT_FOUND = 'No order with that number.';

/** The e-mail job of a history row: one per change, ever. */
const stateEmailKey = (orderNo: string, historyId: number) => `order-state:${orderNo}:${historyId}`;

/**
 * Move an order to `to`. 404 unknown order; 400 a cancellation without a reason or an unknown
 * state; 409 an illegal move (the message names both states) or a concurrent change.
 */
export async function moveOrder(
  ctx: AppContext,
  req: MoveOrderRequest,
): Promise<MovedOrder | null> {
  const orderNo = normalizeOrderNumber(req.orderNo);
  const reason = (req.reason ?? '').trim();
  if (!isOrderState(req.to)) throw badRequest(`Unknown order state "${req.to}".`, 'to');
  const to = req.to;
  const now = req.now ?? new Date();
  const at = now.toISOString();
  const moved = await inTransaction(ctx.db, async (trx) => {
    const row = await repo.lockByNumber(trx, ctx.db.dialect, orderNo);
    if (!row) throw notFound(ORDER_NOT_FOUND, 'orderNo');
    if (req.onlyFrom && row.status !== req.onlyFrom) return null;
    const from = row.status;
    if (req.version !== undefined && req.version !== orderVersion(row))
      throw conflict(changedMeanwhileMessage(from), 'to');
    const problem = moveProblem(from, to, reason);
    if (problem === CANCEL_REASON_REQUIRED_MESSAGE || problem === CANCEL_REASON_TOO_LONG_MESSAGE)
      throw badRequest(problem, 'reason');
    if (problem || !isOrderState(from))
      throw conflict(problem ?? illegalMoveMessage(from, to), 'to');
    if (!(await repo.changeStatus(trx, orderNo, from, to, at))) {
      // Another move came first: refuse this one, saying so (the move itself may be legal).
      const now2 = await repo.findByNumber(trx, orderNo);
      throw conflict(changedMeanwhileMessage(now2?.status ?? from), 'to');
    }
    const historyId = await repo.addHistory(trx, {
      order_no: orderNo,
      status: to,
      note: req.note ?? '',
      at,
      kind: 'state',
      from_status: from,
      actor_kind: req.by.kind,
      actor_id: req.by.id,
      reason,
    });
    const order = toOrder({ ...row, status: to, updated_at: at });
    await noticesOfMove(ctx, trx, { order, from, now });
    // An order that ends unfulfilled gives its install slot back.
    if (releasesSlot(to)) {
      await releaseHolds({ db: { ...ctx.db, kysely: trx } }, row.cart_id, {
        includeConfirmed: true,
      });
    }
    const emailKey = stateEmailKey(orderNo, historyId);
    const mailed = await queueStateEmail(ctx, trx, order, to, reason, emailKey);
    await queueWebhookEvent(
      trx,
      'order.state_changed',
      orderStateChangedData({
        orderNumber: orderNo,
        fromState: from,
        toState: to,
        reason: reason || null,
        changedAt: at,
        changedBy: req.by.label,
      }),
      `order.state_changed:${orderNo}:${historyId}`,
      now,
    );
    await queueProductOrderEvent(
      trx,
      ctx.config.publicUrl,
      'ProductOrderStateChangeEvent',
      orderNo,
      `ProductOrderStateChangeEvent:${orderNo}:${historyId}`,
      now,
    );
    await recordStaffAudit(trx, req.by, {
      action: 'order.move',
      target: orderNo,
      before: { state: from },
      after: { state: to, ...(reason ? { reason } : {}) },
      now,
    });
    return { order, from, to, historyId, at, mailed };
  });
  if (!moved) return null;
  if (moved.mailed) await deliverSoon(ctx, stateEmailKey(orderNo, moved.historyId));
  const { mailed: _mailed, ...result } = moved;
  return result;
}
