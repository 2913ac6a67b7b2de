/**
 * An order as a TMF622 v4 ProductOrder (packages/domain/src/wire/tmf622.ts): the order number is
 * `id`, its reference number `externalId`; the items are the plans, monthly services and one-time
 * charges of the priced snapshot (a quote's order: one item); completion and cancellation dates
 * and the reason come from the status history, whose notes and reasons are the `note`s.
 */
import type { PlanDetails } from '@bizline/domain/wire/cart';
import { TMF622_BASE, type OrderPrice, type ProductOrder } from '@bizline/domain/wire/tmf622';
import { isOrderState } from '@bizline/domain/orders/order-states';
import { totalsOf } from '../orders/order-record';
import type { HistoryRow, OrderRow } from './repo';

type Item = ProductOrder['productOrderItem'][number];

const productOrderPath = (orderNo: string) =>
  `${TMF622_BASE}/productOrder/${encodeURIComponent(orderNo)}`;

const dollars = (text: string | undefined | null) => {
  const n = Number(String(text ?? '').replace(/[^0-9.-]/g, ''));
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : 0;
};

function price(name: string, amount: number, recurring: boolean): OrderPrice {
  return {
    name,
    priceType: recurring ? 'recurring' : 'nonRecurring',
    ...(recurring ? { recurringChargePeriod: 'month' as const } : {}),
    price: { dutyFreeAmount: { unit: 'USD', value: amount }, '@type': 'Price' },
    '@type': 'OrderPrice',
  };
}

function item(
  id: number,
  name: string,
  amount: number,
  recurring: boolean,
  quantity = 1,
  priceName = name,
): Item {
  const each = price(priceName, amount, recurring);
  const total = price(priceName, Math.round(amount * quantity * 100) / 100, recurring);
  return {
    id: String(id),
    action: 'add',
    quantity,
    product: { name, '@type': 'Product' },
    itemPrice: [each],
    itemTotalPrice: [total],
    '@type': 'ProductOrderItem',
  };
}

function itemsOf(snapshot: unknown): Item[] {
  const s = snapshot as {
    planDetails?: PlanDetails;
    quoteNumber?: string;
    summary?: { TotalChargesWithDiscount?: string };
  };
  const items: Item[] = [];
  const add = (
    name: string,
    amount: string,
    recurring: boolean,
    quantity = 1,
    priceName = name,
  ) => {
    if (name) {
      items.push(item(items.length + 1, name, dollars(amount), recurring, quantity, priceName));
    }
  };
  const p = s?.planDetails;
  if (p) {
    add(p.dataInfo.planName, p.dataInfo.planPrice, true);
    add(p.phoneInfo.planName, p.phoneInfo.planPrice, true, Math.max(1, p.phoneInfo.noOfLines));
    add(p.tvInfo.planName, p.tvInfo.planPrice, true);
    // A monthly service is its product (the router rental, an installation paid monthly), its
    // price named by the line's description ('$99.00 over 3 months').
    for (const o of p.otherServices) {
      add(o.Product || o.ProdOfferDesc, o.price, true, 1, o.ProdOfferDesc || o.Product);
    }
    // A one-time charge paid in installments is that monthly line already: listing its full
    // price as well would count it twice (and 'Due today' leaves it out).
    for (const c of p.equipmentAndOnetimeCharges) {
      if (!c.installmentText) add(c.offerName, c.price, false);
    }
  } else if (s?.quoteNumber) {
    add(`Quote ${s.quoteNumber}`, s.summary?.TotalChargesWithDiscount ?? '0', true);
  }
  return items;
}

/** A day of the install calendar (YYYY-MM-DD or MM/DD/YYYY) as a date-time, if it is one. */
function dayTime(day: string | undefined): string | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}T00:00:00.000Z`;
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(day ?? '');
  return us ? `${us[3]}-${us[1]}-${us[2]}T00:00:00.000Z` : undefined;
}

const AUTHORS: Readonly<Record<string, string>> = {
  staff: 'staff',
  integration: 'integration',
  system: 'bizline',
};

export function toProductOrder(order: OrderRow, history: HistoryRow[]): ProductOrder {
  const customer = JSON.parse(order.customer) as Record<string, string | undefined>;
  const installation = JSON.parse(order.installation) as { dueDate?: string };
  const snapshot = JSON.parse(order.snapshot) as unknown;
  const totals = totalsOf(snapshot);
  const lastTo = (state: string) =>
    [...history].reverse().find((h) => h.kind === 'state' && h.status === state);
  const completed = lastTo('completed');
  const cancelled = lastTo('cancelled');
  const contactName = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  const channel = String(order.channel ?? 'web');
  return {
    id: order.order_no,
    href: productOrderPath(order.order_no),
    externalId: order.ref_no,
    state: isOrderState(order.status) ? order.status : 'acknowledged',
    orderDate: order.created_at,
    ...(completed ? { completionDate: completed.at } : {}),
    ...(cancelled ? { cancellationDate: cancelled.at } : {}),
    ...(cancelled?.reason ? { cancellationReason: cancelled.reason } : {}),
    ...(dayTime(installation.dueDate)
      ? {
          requestedStartDate: dayTime(installation.dueDate),
          requestedCompletionDate: dayTime(installation.dueDate),
        }
      : {}),
    category: order.flow === 'quote' ? 'quote' : 'small business',
    channel: [
      {
        role: 'order capture',
        channel: { id: channel, name: channel, '@type': 'ChannelRef' },
        '@type': 'RelatedChannel',
      },
    ],
    productOrderItem: itemsOf(snapshot),
    orderTotalPrice: [
      price('Monthly charges', dollars(totals.monthly), true),
      price('Due today', dollars(totals.oneTime), false),
    ],
    relatedParty: [
      ...(customer.businessName
        ? [
            {
              id: `${order.order_no}-customer`,
              name: customer.businessName,
              role: 'Customer',
              '@referredType': 'Organization' as const,
              '@type': 'RelatedParty' as const,
            },
          ]
        : []),
      ...(contactName
        ? [
            {
              id: `${order.order_no}-contact`,
              name: contactName,
              role: 'Contact',
              '@referredType': 'Individual' as const,
              '@type': 'RelatedParty' as const,
            },
          ]
        : []),
    ],
    note: history
      .filter((h) => h.note || h.reason)
      .map((h) => ({
        id: String(h.id),
        author: AUTHORS[String(h.actor_kind)] ?? 'bizline',
        date: h.at,
        text: [h.note, h.reason].filter(Boolean).join(': '),
        '@type': 'Note' as const,
      })),
    '@type': 'ProductOrder',
  };
}

/** TMF630 attribute selection: only `fields` (id, href and @type always). */
export function selectFields(order: ProductOrder, fields: string | undefined) {
  if (!fields) return order;
  const wanted = new Set(['id', 'href', '@type', ...fields.split(',').map((f) => f.trim())]);
  return Object.fromEntries(Object.entries(order).filter(([k]) => wanted.has(k)));
}
