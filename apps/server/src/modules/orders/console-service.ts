/**
 * The console's view of orders: the list (filters, search, keyset paging) and the detail (priced
 * snapshot, customer and billing details with card and account numbers masked to their last four
 * digits, the install slot, the history with who made each change, the legal moves).
 */
import { maskNumber } from '@bizline/domain/checkout/mask';
import { normalizeOrderNumber } from '@bizline/domain/orders/order-rules';
import { orderLines } from '@bizline/domain/pricing/order-lines';
import {
  ORDER_ACTOR_KINDS,
  ORDER_TRANSITIONS,
  canReschedule,
  isOrderState,
  type OrderActorKind,
  type OrderChannel,
  type OrderState,
} from '@bizline/domain/orders/order-states';
import type {
  OrderDetailAnswer,
  OrderHistoryEntry,
  OrderListAnswer,
  OrderListQueryParsed,
} from '@bizline/domain/wire/console/orders';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../http-errors';
import * as consoleRepo from './console-repo';
import { ORDER_NOT_FOUND } from './move-order';
import { pricedCartOf, toOrder, totalsOf } from './order-record';
import * as repo from './repo';

const BAD_CURSOR = 'The page link is out of date: start from the first page.';

const encodeCursor = (createdAt: string, orderNo: string) =>
  Buffer.from(`${createdAt}|${orderNo}`).toString('base64url');

function decodeCursor(cursor: string): { createdAt: string; orderNo: string } {
  const [createdAt, orderNo, ...rest] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!createdAt || !orderNo || rest.length || Number.isNaN(Date.parse(createdAt))) {
    throw badRequest(BAD_CURSOR, 'cursor');
  }
  return { createdAt, orderNo };
}

/** The day after a YYYY-MM-DD day, as the instant it starts. */
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/** What a search text looks for: an order number, an e-mail, else part of a business name. */
function searchOf(q: string | undefined): consoleRepo.ListFilter['search'] {
  const text = q?.trim();
  if (!text) return undefined;
  const number = normalizeOrderNumber(text);
  if (/^MB\d{1,10}$/.test(number)) return { kind: 'orderNo', value: number };
  if (text.includes('@')) return { kind: 'email', value: text.toLowerCase() };
  return { kind: 'name', value: text.toLowerCase() };
}

const channelOf = (c: string): OrderChannel => (c === 'agent' || c === 'kiosk' ? c : 'web');
const stateOf = (s: string): OrderState => (isOrderState(s) ? s : 'acknowledged');

export async function listConsoleOrders(
  ctx: AppContext,
  q: OrderListQueryParsed,
): Promise<OrderListAnswer> {
  const rows = await consoleRepo.listOrders(ctx.db.kysely, {
    status: q.status,
    channel: q.channel,
    from: q.from ? `${q.from}T00:00:00.000Z` : undefined,
    before: q.to ? dayAfter(q.to) : undefined,
    zip: q.zip,
    search: searchOf(q.q),
    after: q.cursor ? decodeCursor(q.cursor) : undefined,
    limit: q.limit + 1,
  });
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  return {
    Status: 'SUCCESS',
    orders: page.map((r) => {
      const customer = JSON.parse(r.customer) as { businessName?: string; email?: string };
      return {
        orderNo: r.order_no,
        createdAt: r.created_at,
        status: stateOf(r.status),
        channel: channelOf(r.channel),
        businessName: customer.businessName ?? '',
        email: customer.email ?? '',
        serviceZip: r.service_zip,
      };
    }),
    nextCursor: rows.length > q.limit && last ? encodeCursor(last.created_at, last.order_no) : null,
  };
}

type Address = Record<string, unknown> | null;
const objectOrNull = (v: unknown): Address =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** An address block as one line, from its known fields only. */
function addressText(a: Address): string {
  if (!a) return '';
  const street = [text(a.address), text(a.unit)].filter(Boolean).join(' ');
  const cityLine = [text(a.state), text(a.zipCode)].filter(Boolean).join(' ');
  return [street, text(a.city), cityLine].filter(Boolean).join(', ');
}

interface SlotDetail {
  date: string;
  slot: string;
}
const slotOf = (s: SlotDetail | null | undefined) => (s ? { date: s.date, slot: s.slot } : null);

export async function consoleOrderDetail(
  ctx: AppContext,
  orderNoInput: string,
): Promise<OrderDetailAnswer> {
  const db = ctx.db.kysely;
  const row = await repo.findByNumber(db, normalizeOrderNumber(orderNoInput));
  if (!row) throw notFound(ORDER_NOT_FOUND, 'orderNo');
  const o = toOrder(row);
  const history = await repo.historyOf(db, o.orderNo);
  const idsOf = (kind: string) => [
    ...new Set(
      history
        .filter((h) => h.actor_kind === kind && h.actor_id)
        .map((h) => Number(h.actor_id))
        .filter(Number.isInteger),
    ),
  ];
  const staff = await consoleRepo.staffEmails(db, idsOf('staff'));
  const integrations = await consoleRepo.integrationNames(db, idsOf('integration'));
  const actorOf = (h: (typeof history)[number]) =>
    h.actor_kind === 'staff'
      ? (staff.get(Number(h.actor_id)) ?? `staff #${h.actor_id}`)
      : h.actor_kind === 'integration'
        ? `api:${integrations.get(Number(h.actor_id)) ?? h.actor_id}`
        : h.actor_kind === 'customer'
          ? 'customer'
          : 'system';
  const entries: OrderHistoryEntry[] = history.map((h) => {
    const details = h.details
      ? (JSON.parse(h.details) as { from?: SlotDetail | null; to?: SlotDetail | null })
      : {};
    return {
      at: h.at,
      kind: h.kind === 'rescheduled' ? 'rescheduled' : 'state',
      from: h.from_status ?? null,
      status: h.status,
      actorKind: (ORDER_ACTOR_KINDS as readonly string[]).includes(h.actor_kind)
        ? (h.actor_kind as OrderActorKind)
        : 'system',
      actor: actorOf(h),
      reason: h.reason,
      note: h.note,
      fromSlot: slotOf(details.from),
      toSlot: slotOf(details.to),
    };
  });
  const c = o.customer;
  const payment = objectOrNull(c.payment);
  const deposit = objectOrNull(c.deposit);
  const totals = totalsOf(o.snapshot);
  const status = stateOf(o.status);
  return {
    Status: 'SUCCESS',
    orderNo: o.orderNo,
    refNo: o.refNo,
    createdAt: o.createdAt,
    status,
    channel: channelOf(o.channel),
    flow: o.flow,
    creditStatus: o.creditStatus,
    serviceZip: o.serviceZip,
    customer: {
      firstName: text(c.firstName),
      lastName: text(c.lastName),
      businessName: text(c.businessName),
      email: text(c.email),
      phoneNumber: text(c.phoneNumber),
      serviceAddress: text(c.serviceAddress),
      billingAddress: addressText(objectOrNull(c.billingAddress)),
      shippingAddress: addressText(objectOrNull(c.shippingAddress)),
      // Never the token: the card or account as its last four digits.
      payment: payment
        ? {
            method: text(payment.method),
            brand: text(payment.brand),
            number: maskNumber(text(payment.last4)),
          }
        : null,
      deposit: deposit
        ? {
            number: maskNumber(text(deposit.last4)),
            amountCents: Number(deposit.amountCents) || 0,
          }
        : null,
    },
    monthlyTotal: totals.monthly,
    oneTimeTotal: totals.oneTime,
    pricedCart: pricedCartOf(o.snapshot),
    lines: orderLines(o.snapshot),
    installation: {
      dueDate: o.installation.dueDate,
      timeSlotCode: o.installation.timeSlotCode,
      timeSlot: o.installation.timeSlot,
      type: o.installation.type,
    },
    history: entries,
    moves: [...ORDER_TRANSITIONS[status]],
    canReschedule: canReschedule(status),
  };
}
