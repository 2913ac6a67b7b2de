/**
 * The customer's order page: state and milestones for whoever holds the link or order number and
 * ZIP; with a verified code (access.ts), the details, a new installation slot (the console's
 * reschedule: same locks, capacity and holidays) until the cut-off, and a cancellation with a
 * reason until the installation day (the console's moveOrder). A change carries the version of
 * the order the customer saw: when a reschedule and a cancellation race, the first one wins
 * and the other is refused, so the customer gets exactly one outcome.
 */
import {
  ORDER_PAGE_MESSAGES,
  canCancelBeforeInstallation,
  canMoveInstallation,
  slotAfterCutoff,
} from '@bizline/domain/orders/order-page';
import { orderStateLabel } from '@bizline/domain/orders/order-states';
import type { OrderPageDetails, OrderPageSummary } from '@bizline/domain/wire/order-page';
import type { AppContext } from '../../context';
import { HttpError, conflict, forbidden } from '../../http-errors';
import { customerOrder } from '../orders/customer-order';
import type { OrderActor } from '../orders/actor';
import { moveOrder } from '../orders/move-order';
import { orderOfLink } from '../orders/order-link';
import { pricedCartOf, totalsOf, type Order } from '../orders/order-record';
import { rescheduleOrder, slotsForOrder } from '../orders/reschedule';
import { orderByAccess, type OrderAccess } from './access';

type Found = NonNullable<Awaited<ReturnType<typeof customerOrder>>>;

const summaryOf = (found: Found, unlocked: boolean): OrderPageSummary => ({
  orderNo: found.order.orderNo,
  status: found.order.status,
  statusLabel: orderStateLabel(found.order.status),
  milestones: found.milestones,
  unlocked,
});

/** POST OrderPage/Open: the e-mail's link (403 when forged, tampered with or expired). */
export async function openByLink(ctx: AppContext, link: string, unlocked: (no: string) => boolean) {
  const orderNo = orderOfLink(ctx, link);
  if (!orderNo) throw forbidden(ORDER_PAGE_MESSAGES.linkRefused, 'link');
  const found = await orderByAccess(ctx, { orderNo, link });
  return summaryOf(found, unlocked(found.order.orderNo));
}

/** POST OrderPage/Summary: by link or order number and ZIP. */
export async function summary(
  ctx: AppContext,
  access: OrderAccess,
  unlocked: (no: string) => boolean,
) {
  const found = await orderByAccess(ctx, access);
  return summaryOf(found, unlocked(found.order.orderNo));
}

/** The order a verified code opened (the caller checked the access cookie). */
async function openOrder(ctx: AppContext, orderNo: string): Promise<Found> {
  const found = await customerOrder(ctx, orderNo);
  // The access names an order that exists: it was verified for it.
  if (!found) throw forbidden(ORDER_PAGE_MESSAGES.accessNeeded, 'orderNo');
  return found;
}

const addressOf = (o: Order) =>
  typeof o.customer.serviceAddress === 'string' ? o.customer.serviceAddress : '';

/** GET OrderPage/Details. */
export async function details(ctx: AppContext, orderNo: string): Promise<OrderPageDetails> {
  const found = await openOrder(ctx, orderNo);
  const o = found.order;
  const totals = totalsOf(o.snapshot);
  const now = new Date();
  const cutoffHours = ctx.config.orderChangeCutoffHours;
  const state = { status: o.status, dueDate: o.installation.dueDate };
  return {
    ...summaryOf(found, true),
    version: found.version,
    businessName: o.customer.businessName,
    contact: {
      name: `${o.customer.firstName} ${o.customer.lastName}`.trim(),
      email: o.customer.email,
      phone: o.customer.phoneNumber,
    },
    serviceAddress: addressOf(o),
    installation: {
      dueDate: o.installation.dueDate,
      timeSlotCode: o.installation.timeSlotCode,
      timeSlot: o.installation.timeSlot,
      type: o.installation.type,
    },
    monthlyTotal: totals.monthly,
    oneTimeTotal: totals.oneTime,
    pricedCart: pricedCartOf(o.snapshot),
    canMoveInstallation: canMoveInstallation(state, now, cutoffHours),
    canCancel: canCancelBeforeInstallation(state, now),
    cutoffHours,
  };
}

/** GET OrderPage/Slots: the free slots after the cut-off (none once the cut-off passed). */
export async function slots(ctx: AppContext, orderNo: string) {
  const found = await openOrder(ctx, orderNo);
  const now = new Date();
  const cutoffHours = ctx.config.orderChangeCutoffHours;
  const offered = await slotsForOrder(ctx, found.order.orderNo, now);
  const open = canMoveInstallation(
    { status: found.order.status, dueDate: found.order.installation.dueDate },
    now,
    cutoffHours,
  );
  return {
    type: offered.type,
    slots: open ? offered.slots.filter((s) => slotAfterCutoff(s.date, now, cutoffHours)) : [],
  };
}

/** The customer as the history, the audit log and the events name them. */
const customerActor = (o: Order): OrderActor => ({
  kind: 'customer',
  id: null,
  label: o.customer.email || `order ${o.orderNo}`,
});

/** POST OrderPage/Reschedule. */
export async function reschedule(
  ctx: AppContext,
  req: { orderNo: string; date: string; code: string; version: string },
) {
  const found = await openOrder(ctx, req.orderNo);
  const o = found.order;
  const now = new Date();
  const cutoffHours = ctx.config.orderChangeCutoffHours;
  if (!canMoveInstallation({ status: o.status, dueDate: o.installation.dueDate }, now, cutoffHours))
    throw conflict(ORDER_PAGE_MESSAGES.cutoffPassed(cutoffHours), 'date');
  if (!slotAfterCutoff(req.date, now, cutoffHours))
    throw conflict(ORDER_PAGE_MESSAGES.slotTooSoon(cutoffHours), 'date');
  await rescheduleOrder(ctx, {
    orderNo: o.orderNo,
    date: req.date,
    code: req.code,
    by: customerActor(o),
    now,
    version: req.version,
  });
  const after = await openOrder(ctx, o.orderNo);
  const i = after.order.installation;
  return { message: ORDER_PAGE_MESSAGES.rescheduled(i.dueDate, i.timeSlot) };
}

/** POST OrderPage/Cancel: exactly the console's cancellation, by the customer. */
export async function cancel(
  ctx: AppContext,
  req: { orderNo: string; reason: string; version: string },
) {
  const found = await openOrder(ctx, req.orderNo);
  const o = found.order;
  const now = new Date();
  if (!canCancelBeforeInstallation({ status: o.status, dueDate: o.installation.dueDate }, now))
    throw new HttpError(409, ORDER_PAGE_MESSAGES.cancelTooLate, { field: 'reason' });
  await moveOrder(ctx, {
    orderNo: o.orderNo,
    to: 'cancelled',
    reason: req.reason,
    by: customerActor(o),
    version: req.version,
    now,
  });
  return { message: ORDER_PAGE_MESSAGES.canceled };
}
