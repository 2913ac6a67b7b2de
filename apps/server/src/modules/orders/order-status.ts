/**
 * Reading an order: the confirmation page of the session that placed it (GET OrderStatus/Confirm)
 * and the public status lookup by order number and service ZIP (POST OrderStatus/Lookup).
 */
import { ORDER_NOT_FOUND_MESSAGE, normalizeOrderNumber } from '@bizline/domain/orders/order-rules';
import { installationWhen } from '@bizline/domain/orders/service-time';
import { placedOrderContents } from '@bizline/domain/pricing/order-lines';
import type { OrderConfirmation } from '@bizline/domain/wire/checkout';
import type { AppContext } from '../../context';
import { notFound } from '../../http-errors';
import type { Session } from '../session/service';
import { pricedCartOf, toOrder, totalsOf } from './order-record';
import * as repo from './repo';

/** GET OrderStatus/Confirm: the order of this session only (404 for any other). */
export async function orderConfirmation(
  ctx: AppContext,
  session: Session,
  orderNo: string,
): Promise<OrderConfirmation> {
  const row = await repo.findByNumber(ctx.db.kysely, normalizeOrderNumber(orderNo));
  if (!row || row.session_id !== session.id)
    throw notFound('No such order for this session', 'orderNo');
  const o = toOrder(row);
  const totals = totalsOf(o.snapshot);
  const bought = placedOrderContents(o, ctx.config.notices.timeZone);
  return {
    svc_orderNo: o.orderNo,
    Refno: o.refNo,
    status: o.status,
    CreditCheckStatus: o.creditStatus === 'FAILURE' ? 'FAILURE' : 'SUCCESS',
    businessName: o.customer.businessName,
    email: o.customer.email,
    serviceAddress: typeof o.customer.serviceAddress === 'string' ? o.customer.serviceAddress : '',
    installation: {
      dueDate: o.installation.dueDate,
      timeSlot: o.installation.timeSlot,
      type: o.installation.type,
      when: bought.when,
    },
    contents: bought.contents,
    timeZone: bought.timeZone.id,
    monthlyTotal: totals.monthly,
    oneTimeTotal: totals.oneTime,
    pricedCart: pricedCartOf(o.snapshot),
    termsVersion: o.terms?.version ?? '',
    termsAcceptedAt: o.terms?.acceptedAt ?? '',
    serviceZip: o.serviceZip.slice(0, 5),
  };
}

/** POST OrderStatus/Lookup: order number and service ZIP must both match (else one 404). */
export async function lookupOrderStatus(
  ctx: AppContext,
  req: { orderNumber: string; zipCode: string },
) {
  const row = await repo.findByNumber(ctx.db.kysely, normalizeOrderNumber(req.orderNumber));
  if (!row || row.service_zip.slice(0, 5) !== req.zipCode) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  const o = toOrder(row);
  const history = await repo.historyOf(ctx.db.kysely, o.orderNo);
  const bought = placedOrderContents(o, ctx.config.notices.timeZone);
  return {
    svc_orderNo: o.orderNo,
    status: o.status,
    statusHistory: history.map((h) => {
      if (h.kind !== 'rescheduled') return { status: h.status, at: h.at, kind: 'state' as const };
      const to = (h.details ? JSON.parse(h.details) : {}) as {
        to?: { date: string; slot: string };
      };
      const moved = {
        dueDate: to.to?.date ?? '',
        timeSlot: to.to?.slot ?? '',
        type: o.installation.type,
      };
      return {
        status: h.status,
        at: h.at,
        kind: 'rescheduled' as const,
        dueDate: moved.dueDate,
        timeSlot: moved.timeSlot,
        when: installationWhen(moved, bought.timeZone),
      };
    }),
    installation: {
      dueDate: o.installation.dueDate,
      timeSlot: o.installation.timeSlot,
      type: o.installation.type,
      when: bought.when,
      rescheduled: history.some((h) => h.kind === 'rescheduled'),
    },
    contents: bought.contents,
    timeZone: bought.timeZone.id,
    pricedCart: pricedCartOf(o.snapshot),
    termsVersion: o.terms?.version ?? '',
    termsAcceptedAt: o.terms?.acceptedAt ?? '',
  };
}
