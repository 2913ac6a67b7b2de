/**
 * An order as a TMF622 v4 ProductOrder (packages/domain/src/wire/tmf622.ts, docs/integration.md
 * "TMF622"): the order number is `id`, its reference number `externalId`; one item per product
 * bought, from the items the order kept when it was placed (pricing/order-items.ts: catalogue
 * ids, characteristics, prices, relations, credits), each with the service address as its
 * product's place; the parties with their e-mail and phone; the billing account, the masked
 * payment, the agreements, the channel; completion and cancellation from the status history,
 * whose notes and reasons are the `note`s. Every href is absolute (PUBLIC_URL).
 */
import type { PlanDetails } from '@bizline/domain/wire/cart';
import type { OrderItemLine } from '@bizline/domain/pricing/order-items';
import {
  RELATED_PARTY_EXTENSION,
  TMF622_BASE,
  type GeographicAddressValue,
  type OrderPrice,
  type ProductOrder,
} from '@bizline/domain/wire/tmf622';
import { isOrderState } from '@bizline/domain/orders/order-states';
import { totalsOf, type Order } from '../orders/order-record';
import { billingPlace, servicePlace, type StoredAddress } from './product-order-place';

type Item = ProductOrder['productOrderItem'][number];
type Party = ProductOrder['relatedParty'][number];

/** Where the other TMF APIs answer (TMF620 catalogue, TMF646 appointment). */
const TMF620_OFFERING = '/tmf-api/productCatalogManagement/v4/productOffering';
const TMF646_APPOINTMENT = '/tmf-api/appointment/v4/appointment';

export const productOrderHref = (publicUrl: string, orderNo: string) =>
  `${publicUrl}${TMF622_BASE}/productOrder/${encodeURIComponent(orderNo)}`;

/** The JSON schema of the RelatedParty extension, served under the TMF622 base. */
const relatedPartySchemaLocation = (publicUrl: string) =>
  `${publicUrl}${TMF622_BASE}/schema/${RELATED_PARTY_EXTENSION}.schema.json`;

/** The history rows the order's dates and notes come from (repo.historiesOf). */
export interface HistoryEntry {
  id: number;
  status: string;
  note: string | null;
  at: string;
  kind: string;
  actor_kind: string | null;
  reason: string | null;
}

/** What the order's snapshot keeps for the TMF622 representation (submit-checkout.ts). */
interface Snapshot {
  planDetails?: PlanDetails;
  selections?: { contract?: string };
  orderItems?: OrderItemLine[];
  serviceAddress?: StoredAddress;
  salesAgent?: { id: string; name: string; email: string } | null;
  quoteNumber?: string;
  mon?: string;
  summary?: Record<string, unknown> & { TotalChargesWithDiscount?: string };
}

const cents = (text: string | undefined | null) => {
  const n = Number(String(text ?? '').replace(/[^0-9.-]/g, ''));
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
};
const usd = (c: number) => ({ unit: 'USD' as const, value: Math.round(c) / 100 });

function price(
  name: string,
  amountCents: number,
  recurring: boolean,
  more: Partial<Pick<OrderPrice, 'description' | 'priceAlteration'>> & {
    taxIncludedCents?: number;
  } = {},
): OrderPrice {
  const { taxIncludedCents, ...rest } = more;
  return {
    name,
    ...(rest.description ? { description: rest.description } : {}),
    priceType: recurring ? 'recurring' : 'nonRecurring',
    ...(recurring ? { recurringChargePeriod: 'month' as const } : {}),
    price: {
      dutyFreeAmount: usd(amountCents),
      ...(taxIncludedCents !== undefined ? { taxIncludedAmount: usd(taxIncludedCents) } : {}),
      '@type': 'Price',
    },
    ...(rest.priceAlteration?.length ? { priceAlteration: rest.priceAlteration } : {}),
    '@type': 'OrderPrice',
  };
}

/** An item's state follows the order's (TMF622 ProductOrderItemStateType has every order state). */
function itemState(orderState: ProductOrder['state']): Item['state'] {
  return orderState;
}

interface Context {
  publicUrl: string;
  orderNo: string;
  state: ProductOrder['state'];
  places: GeographicAddressValue[];
  appointment: Item['appointment'] | undefined;
}

/** One productOrderItem of an item the order kept. */
function itemOf(line: OrderItemLine, c: Context): Item {
  const credits = line.credits.map((credit) => ({
    name: credit.name.split('|')[0]!,
    priceType: 'recurring' as const,
    recurringChargePeriod: 'month' as const,
    price: { dutyFreeAmount: usd(credit.cents), '@type': 'Price' as const },
    '@type': 'PriceAlteration' as const,
  }));
  const creditCents = line.credits.reduce((n, credit) => n + credit.cents, 0);
  const q = Math.max(1, line.quantity);
  const description = line.installments?.text;
  const itemPrice: OrderPrice[] = [];
  const itemTotalPrice: OrderPrice[] = [];
  // A one-time charge paid at once is due now; everything else (a plan, a rental, an installment
  // payment, a product at no charge) is billed every month.
  if (line.oneTimeCents > 0) {
    itemPrice.push(price(line.name, line.oneTimeCents / q, false));
    itemTotalPrice.push(price(line.name, line.oneTimeCents, false));
  }
  if (line.monthlyCents !== 0 || creditCents !== 0 || line.oneTimeCents === 0) {
    itemPrice.push(price(line.name, line.monthlyCents / q, true, { description }));
    itemTotalPrice.push(
      price(line.name, line.monthlyCents + creditCents, true, {
        description,
        priceAlteration: credits,
      }),
    );
  }
  return {
    id: line.id,
    action: 'add',
    quantity: line.quantity,
    state: itemState(c.state),
    productOffering: {
      id: line.offeringId,
      href: `${c.publicUrl}${TMF620_OFFERING}/${encodeURIComponent(line.offeringId)}`,
      name: line.offeringName,
      '@referredType': 'ProductOffering',
    },
    product: {
      name: line.name,
      productCharacteristic: line.characteristics,
      place: c.places,
      '@type': 'Product',
    },
    itemPrice,
    itemTotalPrice,
    ...(line.reliesOn.length
      ? {
          productOrderItemRelationship: line.reliesOn.map((id) => ({
            id,
            relationshipType: 'reliesOn' as const,
            '@type': 'OrderItemRelationship' as const,
          })),
        }
      : {}),
    ...(line.category === 'installation' && c.appointment ? { appointment: c.appointment } : {}),
    '@type': 'ProductOrderItem',
  };
}

/** A plain item for an order that kept no items (a quote's, or one placed before they were). */
function plainItem(
  id: number,
  name: string,
  amountCents: number,
  recurring: boolean,
  c: Context,
  more: { quantity?: number; characteristics?: Item['product']['productCharacteristic'] } = {},
): Item {
  const quantity = more.quantity ?? 1;
  return {
    id: String(id),
    action: 'add',
    quantity,
    state: itemState(c.state),
    product: {
      name,
      productCharacteristic: more.characteristics ?? [],
      place: c.places,
      '@type': 'Product',
    },
    itemPrice: [price(name, amountCents, recurring)],
    itemTotalPrice: [price(name, amountCents * quantity, recurring)],
    ...(c.appointment ? { appointment: c.appointment } : {}),
    '@type': 'ProductOrderItem',
  };
}

/** A quote's lines (the omni cart summary) as characteristics of its one item. */
function quoteCharacteristics(s: Snapshot): Item['product']['productCharacteristic'] {
  const q = (s.summary ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const text = (name: string, value: unknown) =>
    typeof value === 'string' && value ? [{ name, valueType: 'string' as const, value }] : [];
  const pairs = (name: string, list: unknown) =>
    (Array.isArray(list) ? (list as { Key?: string; Value?: string }[]) : []).flatMap((kv) =>
      text(name, [kv.Key, kv.Value].filter(Boolean).join(': ')),
    );
  return [
    ...text('quoteNumber', s.quoteNumber),
    ...text('mon', s.mon),
    ...text('internetPlan', q.OmniInternetInfo?.DataDescription),
    ...pairs('internetService', q.OmniInternetInfo?.OtherService),
    ...pairs('phoneLine', q.OmniPhoneInfo?.PhoneDescPrice),
    ...text('phoneLineType', q.OmniPhoneInfo?.PhoneLineType),
    ...pairs('phoneService', q.OmniPhoneInfo?.OtherService),
    ...pairs('equipmentOrOneTime', q.OmniEquipmentOneTimeInfo?.EquipmentsAndOneTime),
    ...text('promotion', q.OmniPromoInfo?.PromoDescription),
  ];
}

/** Items of an order placed before orders kept their items: names and prices only. */
function olderItems(p: PlanDetails, c: Context): Item[] {
  const items: Item[] = [];
  const add = (name: string, amount: string, recurring: boolean, quantity = 1) => {
    if (name)
      items.push(plainItem(items.length + 1, name, cents(amount), recurring, c, { quantity }));
  };
  add(p.dataInfo.planName, p.dataInfo.planPrice, true);
  add(p.phoneInfo.planName, p.phoneInfo.planPrice, true);
  add(p.tvInfo.planName, p.tvInfo.planPrice, true);
  for (const o of p.otherServices) add(o.Product || o.ProdOfferDesc, o.price, true);
  for (const e of p.equipmentAndOnetimeCharges)
    if (!e.installmentText) add(e.offerName, e.price, false);
  return items;
}

function itemsOf(s: Snapshot, c: Context): Item[] {
  if (s.orderItems) return s.orderItems.map((line) => itemOf(line, c));
  if (s.planDetails) return olderItems(s.planDetails, c);
  if (s.quoteNumber) {
    const total = cents(s.summary?.TotalChargesWithDiscount);
    return [
      plainItem(1, `Quote ${s.quoteNumber}`, total, true, c, {
        characteristics: quoteCharacteristics(s),
      }),
    ];
  }
  return [];
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
  customer: 'customer',
};

function contactMedia(email: string | undefined, phone: string | undefined) {
  return [
    ...(email
      ? [{ mediumType: 'email' as const, preferred: true, characteristic: { emailAddress: email } }]
      : []),
    ...(phone
      ? [
          {
            mediumType: 'phone' as const,
            preferred: !email,
            characteristic: { phoneNumber: phone, contactType: 'business' },
          },
        ]
      : []),
  ];
}

function partiesOf(order: Order, s: Snapshot, publicUrl: string): ProductOrder['relatedParty'] {
  const c = order.customer;
  const party = (p: Omit<Party, '@baseType' | '@schemaLocation' | '@type'>): Party => ({
    ...p,
    '@baseType': 'RelatedParty',
    '@schemaLocation': relatedPartySchemaLocation(publicUrl),
    '@type': RELATED_PARTY_EXTENSION,
  });
  const contactName = [c.firstName, c.lastName].filter(Boolean).join(' ');
  const media = contactMedia(c.email, c.phoneNumber);
  const parties: Party[] = [];
  if (c.businessName) {
    parties.push(
      party({
        id: `${order.orderNo}-customer`,
        name: c.businessName,
        role: 'Customer',
        contactMedium: media,
        '@referredType': 'Organization',
      }),
    );
  }
  if (contactName) {
    parties.push(
      party({
        id: `${order.orderNo}-contact`,
        name: contactName,
        role: 'Contact',
        contactMedium: media,
        '@referredType': 'Individual',
      }),
    );
  }
  if (s.salesAgent) {
    parties.push(
      party({
        id: s.salesAgent.id,
        name: s.salesAgent.name,
        role: 'SalesAgent',
        contactMedium: contactMedia(s.salesAgent.email, undefined),
        '@referredType': 'Individual',
      }),
    );
  }
  return parties;
}

const CONTRACT_NAMES: Readonly<Record<string, string>> = {
  TwoYears: 'Two-year agreement (24 months)',
  MonthToMonth: 'Month to month (no term)',
};

function agreementsOf(order: Order, s: Snapshot): ProductOrder['agreement'] {
  const contract = s.planDetails?.headerInfo.contract ?? s.selections?.contract;
  const list: NonNullable<ProductOrder['agreement']> = [];
  if (contract) {
    list.push({
      id: `${order.orderNo}-contract`,
      name: `Contract term: ${CONTRACT_NAMES[contract] ?? contract}`,
      '@referredType': 'Agreement',
    });
  }
  if (order.terms) {
    list.push({
      id: `terms-${order.terms.version}`,
      name: `Terms and conditions version ${order.terms.version}, accepted ${order.terms.acceptedAt}`,
      '@referredType': 'Agreement',
    });
  }
  return list.length ? list : undefined;
}

/** The card or bank account as brand and last four digits only. */
function paymentOf(order: Order): ProductOrder['payment'] {
  const p = order.customer.payment as
    { method?: string; brand?: string; last4?: string } | null | undefined;
  if (!p?.last4) return undefined;
  const what = p.brand || (p.method === 'ach' ? 'Bank account' : 'Card');
  return [
    {
      id: `${order.orderNo}-payment`,
      name: `${what} ending ${p.last4}`,
      '@referredType': 'Payment',
    },
  ];
}

export function toProductOrder(
  order: Order,
  history: readonly HistoryEntry[],
  publicUrl: string,
): ProductOrder {
  const customer = order.customer as Order['customer'] & {
    serviceAddress?: string;
    billingAddress?: Parameters<typeof billingPlace>[1];
  };
  const s = (order.snapshot ?? {}) as Snapshot;
  const totals = totalsOf(s);
  const lastTo = (state: string) =>
    [...history].reverse().find((h) => h.kind === 'state' && h.status === state);
  const completed = lastTo('completed');
  const cancelled = lastTo('cancelled');
  const state = isOrderState(order.status) ? order.status : 'acknowledged';
  const service = servicePlace(order.orderNo, s.serviceAddress, customer.serviceAddress);
  const billing = billingPlace(order.orderNo, customer.billingAddress);
  const hasSlot = order.installation.holdId !== null && Boolean(order.installation.dueDate);
  const context: Context = {
    publicUrl,
    orderNo: order.orderNo,
    state,
    places: [service, billing].filter((p): p is GeographicAddressValue => p !== null),
    appointment: hasSlot
      ? {
          id: order.orderNo,
          href: `${publicUrl}${TMF646_APPOINTMENT}/${encodeURIComponent(order.orderNo)}`,
          name: `${order.installation.dueDate} ${order.installation.timeSlot}`.trim(),
          '@referredType': 'Appointment',
        }
      : undefined,
  };
  const channel = String(order.channel || 'web');
  const business = String(customer.businessName || '');
  const contactName = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  const estimated = s.planDetails?.pricedCart?.estimatedMonthly;
  const payment = paymentOf(order);
  const agreement = agreementsOf(order, s);
  return {
    id: order.orderNo,
    href: productOrderHref(publicUrl, order.orderNo),
    externalId: order.refNo,
    state,
    orderDate: order.createdAt,
    ...(completed ? { completionDate: completed.at } : {}),
    ...(cancelled ? { cancellationDate: cancelled.at } : {}),
    ...(cancelled?.reason ? { cancellationReason: cancelled.reason } : {}),
    ...(dayTime(order.installation.dueDate)
      ? {
          requestedStartDate: dayTime(order.installation.dueDate),
          requestedCompletionDate: dayTime(order.installation.dueDate),
        }
      : {}),
    category: order.flow === 'quote' ? 'quote' : 'small business',
    description:
      s.planDetails?.headerInfo.Title || (s.quoteNumber ? `Quote ${s.quoteNumber}` : 'Order'),
    channel: [{ id: channel, name: channel, role: 'orderCapture', '@referredType': 'Channel' }],
    productOrderItem: itemsOf(s, context),
    orderTotalPrice: [
      price('Monthly charges', cents(totals.monthly), true, {
        ...(estimated ? { taxIncludedCents: cents(estimated) } : {}),
      }),
      price('Due today', cents(totals.oneTime), false),
    ],
    relatedParty: partiesOf(order, s, publicUrl),
    ...(business || contactName
      ? {
          billingAccount: {
            id: `BA-${order.orderNo}`,
            name: business || contactName,
            '@referredType': 'BillingAccount' as const,
          },
        }
      : {}),
    ...(payment ? { payment } : {}),
    ...(agreement ? { agreement } : {}),
    ...(s.quoteNumber
      ? {
          quote: [
            {
              id: s.quoteNumber,
              name: `Quote ${s.quoteNumber}${s.mon ? ` (MON ${s.mon})` : ''}`,
              '@referredType': 'Quote' as const,
            },
          ],
        }
      : {}),
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
export function selectFields<T extends object>(resource: T, fields: string | undefined) {
  if (!fields) return resource;
  const wanted = new Set(['id', 'href', '@type', ...fields.split(',').map((f) => f.trim())]);
  return Object.fromEntries(Object.entries(resource).filter(([k]) => wanted.has(k)));
}
