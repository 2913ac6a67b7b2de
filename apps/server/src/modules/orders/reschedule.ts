/**
 * Rescheduling a placed order's installation (console): one transaction takes a unit of the new
 * slot (never above its capacity), releases the old one, stores the new slot on the order, writes
 * a 'rescheduled' history row, an audit row for the staff member and queues the customer's
 * e-mail. A full or unknown slot changes nothing (409), nor does a reschedule another one
 * overtook.
 */
import { canReschedule } from '@bizline/domain/orders/order-states';
import type { InstallType } from '@bizline/domain/orders/install-calendar';
import { normalizeOrderNumber } from '@bizline/domain/orders/order-rules';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../http-errors';
import { deliverSoon } from '../../jobs/deliveries';
import { recordStaffAudit } from './audit-hook';
import { moveConfirmedSlot } from '../scheduling/move-slot';
import { availableSlots, slotAreaOf, type SlotView } from '../scheduling/service';
import { ORDER_NOT_FOUND, type OrderActor } from './move-order';
import { orderVersion, toOrder, type Order, type OrderInstallation } from './order-record';
import * as repo from './repo';
import { queueRescheduleEmail } from './state-email';
import { noticesOfReschedule } from './notices-hook';
import { queueProductOrderEvent } from '../tmf-hub/events';

const SLOT_FULL_MESSAGE = 'That install slot is full. Choose another one.';
const SLOT_UNKNOWN_MESSAGE = 'That install slot is not offered. Choose another one.';
const SLOT_SAME_MESSAGE = 'The order already has that install slot.';
const NOT_RESCHEDULABLE_MESSAGE = 'This order is closed: its installation cannot change.';
const CHANGED_MEANWHILE_MESSAGE =
  'This order was changed meanwhile by someone else. Look at it again.';

const installTypeOf = (o: Order): InstallType => (o.installation.type === 'self' ? 'self' : 'tech');

async function orderOrThrow(ctx: AppContext, orderNo: string): Promise<Order> {
  const row = await repo.findByNumber(ctx.db.kysely, normalizeOrderNumber(orderNo));
  if (!row) throw notFound(ORDER_NOT_FOUND, 'orderNo');
  return toOrder(row);
}

/** The slots an order's installation could move to (of its area and install type, with room). */
export async function slotsForOrder(
  ctx: AppContext,
  orderNo: string,
  now = new Date(),
): Promise<{ type: InstallType; slots: SlotView[] }> {
  const order = await orderOrThrow(ctx, orderNo);
  const type = installTypeOf(order);
  const slots = await availableSlots(ctx, slotAreaOf(order.serviceZip), type, now);
  return { type, slots: slots.filter((s) => s.available > 0) };
}

const rescheduleEmailKey = (orderNo: string, historyId: number) =>
  `order-rescheduled:${orderNo}:${historyId}`;

export async function rescheduleOrder(
  ctx: AppContext,
  req: {
    orderNo: string;
    date: string;
    code: string;
    by: OrderActor;
    now?: Date;
    /** Only while the order is still as the customer saw it (orderVersion), else 409. */
    version?: string;
  },
): Promise<void> {
  const now = req.now ?? new Date();
  const at = now.toISOString();
  const orderNo = normalizeOrderNumber(req.orderNo);
  const done = await inTransaction(ctx.db, async (trx) => {
    const row = await repo.lockByNumber(trx, ctx.db.dialect, orderNo);
    if (!row) throw notFound(ORDER_NOT_FOUND, 'orderNo');
    const order = toOrder(row);
    if (!canReschedule(order.status)) throw conflict(NOT_RESCHEDULABLE_MESSAGE, 'orderNo');
    if (req.version !== undefined && req.version !== orderVersion(row))
      throw conflict(CHANGED_MEANWHILE_MESSAGE, 'date');
    const moved = await moveConfirmedSlot(trx, {
      cartId: order.cartId,
      holdId: order.installation.holdId,
      area: slotAreaOf(order.serviceZip),
      date: req.date,
      intervalCode: req.code,
      type: installTypeOf(order),
      now,
    });
    if (!moved.ok) {
      const message = {
        full: SLOT_FULL_MESSAGE,
        unknown: SLOT_UNKNOWN_MESSAGE,
        same: SLOT_SAME_MESSAGE,
      }[moved.reason];
      throw conflict(message, 'date');
    }
    const before = order.installation;
    const after: OrderInstallation = {
      holdId: moved.slot.holdId,
      dueDate: moved.slot.dueDate,
      timeSlotCode: moved.slot.timeSlotCode,
      timeSlot: moved.slot.timeSlot,
      type: moved.slot.type,
    };
    // Two reschedules at once both took a new slot, or a cancellation released the order's holds
    // meanwhile: the first to commit wins, this one rolls back (its new unit given back) instead
    // of leaving a confirmed slot no open order points to.
    if (!(await repo.replaceInstallation(trx, orderNo, row, JSON.stringify(after)))) {
      throw conflict(CHANGED_MEANWHILE_MESSAGE, 'date');
    }
    const slotOf = (i: OrderInstallation) =>
      i.dueDate ? { date: i.dueDate, code: i.timeSlotCode, slot: i.timeSlot } : null;
    const historyId = await repo.addHistory(trx, {
      order_no: orderNo,
      status: order.status,
      note: '',
      at,
      kind: 'rescheduled',
      from_status: order.status,
      actor_kind: req.by.kind,
      actor_id: req.by.id,
      details: JSON.stringify({ from: slotOf(before), to: slotOf(after) }),
    });
    await recordStaffAudit(trx, req.by, {
      action: 'order.reschedule',
      target: orderNo,
      before: slotOf(before),
      after: slotOf(after),
      now,
    });
    // The appointment is an attribute of the order: TMF listeners hear of the new one.
    await queueProductOrderEvent(
      trx,
      ctx.config.publicUrl,
      'ProductOrderAttributeValueChangeEvent',
      orderNo,
      `ProductOrderAttributeValueChangeEvent:${orderNo}:${historyId}`,
      now,
    );
    await noticesOfReschedule(ctx, trx, { ...order, installation: after }, now);
    const key = rescheduleEmailKey(orderNo, historyId);
    const mailed = await queueRescheduleEmail(
      ctx,
      trx,
      order,
      { date: after.dueDate, slot: after.timeSlot },
      key,
    );
    return mailed ? key : null;
  });
  if (done) await deliverSoon(ctx, done);
}
