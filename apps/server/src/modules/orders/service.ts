/**
 * Orders (issue 5; docs/decisions/013-install-slots-and-orders.md).
 *
 * - createOrder is idempotent: one order per idempotency key AND per cart. The order row is
 *   inserted first in the transaction (ON CONFLICT DO NOTHING): a concurrent submit with the same
 *   key or cart waits for the first to commit and then answers that order. The slot hold is
 *   confirmed, the held telephone numbers assigned and the status history started in the same
 *   transaction.
 * - The order keeps a priced snapshot of what was bought, the customer and billing details
 *   (payment tokens and last four digits only) and the confirmed slot.
 * - The confirmation e-mail goes out after the commit; a failure is logged, never fatal.
 * - Orders still 'submitted' 10 days after submission are cancelled (cancelUnfulfilledOrders).
 */
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  ORDER_NOT_FOUND_MESSAGE,
  cancelAfter,
  missingSections,
  missingSectionsMessage,
  normalizeOrderNumber,
  orderNumberFrom,
  refNumberFrom,
} from '@bizline/domain/orders/order-rules';
import { UNFULFILLED_ORDER_CANCEL_DAYS } from '@bizline/domain/constants';
import { lineNumbers, termsAcceptedSentence } from '@bizline/domain/checkout/terms';
import { cartFigures, monthlyLines } from '@bizline/domain/pricing/cart-figures';
import type { PlanDetails, PricedCartSummary } from '@bizline/domain/wire/cart';
import {
  SLOT_TAKEN_MESSAGE,
  type OrderConfirmation,
  type SubmitOrderResponse,
} from '@bizline/domain/wire/checkout';
import type { AppContext } from '../../context';
import type { Db } from '../../db/index';
import { inTransaction } from '../../db/transaction';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../http-errors';
import { deliverSoon, queueMail } from '../../jobs/deliveries';
import { assertLoaCovers, loadCheckout } from '../checkout/service';
import { confirmSlot, releaseHolds } from '../scheduling/service';
import type { Session } from '../session/service';
import { assignNumbers, heldNumbers } from '../tn/service';
import * as repo from './repo';
import { ordersSubmitted } from '../../observability/metrics';

const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for another order.';

interface OrderCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  businessName: string;
  [more: string]: unknown;
}

interface OrderInstallation {
  holdId: number | null;
  dueDate: string;
  timeSlotCode: string;
  timeSlot: string;
  type: string;
}

export interface NewOrder {
  cartId: string;
  /** sessions.id of the visitor (only that session may read the confirmation). */
  sessionId: string;
  idempotencyKey: string;
  flow: 'classic' | 'quote';
  creditStatus: string;
  serviceZip: string;
  /** What was bought, priced (classic: planDetails + selections; quote: the quote summary). */
  snapshot: unknown;
  /** Customer and billing details: never SSN, tax id, card or account numbers. */
  customer: OrderCustomer;
  installation: OrderInstallation;
  /** Held numbers the order takes (assigned in the same transaction). */
  telephoneNumbers?: string[];
  /** The terms accepted at checkout: version and ISO time; none for quotes. */
  terms?: { version: string; acceptedAt: string } | null;
  now?: Date;
}

export interface Order {
  orderNo: string;
  refNo: string;
  cartId: string;
  sessionId: string;
  flow: 'classic' | 'quote';
  status: string;
  creditStatus: string;
  serviceZip: string;
  snapshot: unknown;
  customer: OrderCustomer;
  installation: OrderInstallation;
  terms: { version: string; acceptedAt: string } | null;
  createdAt: string;
  cancelAfter: string;
  /** True for the call that created the order, false when it answered an existing one. */
  created: boolean;
}

function toOrder(row: repo.OrderRow, created = false): Order {
  return {
    orderNo: row.order_no,
    refNo: row.ref_no,
    cartId: row.cart_id,
    sessionId: row.session_id,
    flow: row.flow,
    status: row.status,
    creditStatus: row.credit_status,
    serviceZip: row.service_zip,
    snapshot: JSON.parse(row.snapshot) as unknown,
    customer: JSON.parse(row.customer) as OrderCustomer,
    installation: JSON.parse(row.installation) as OrderInstallation,
    terms: row.terms_version
      ? { version: row.terms_version, acceptedAt: row.terms_accepted_at ?? '' }
      : null,
    createdAt: row.created_at,
    cancelAfter: row.cancel_after,
    created,
  };
}

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10));

/** The insert met an existing order (same key, cart or number): nothing of this try is kept. */
class AlreadyThere extends Error {}

/** The order of this key or cart, if any; 409 when the key belongs to another cart's order. */
async function existingOrder(db: Kysely<Database>, key: string, cartId: string) {
  const byKey = await repo.findByKey(db, key);
  if (byKey && byKey.cart_id !== cartId) throw conflict(KEY_REUSED_MESSAGE, 'Idempotency-Key');
  return byKey ?? (await repo.findByCart(db, cartId));
}

/**
 * Create the order once. The same key (double click, retry, two tabs) or another key for a cart
 * that already has an order answers that order (created false). 409 with SLOT_TAKEN_MESSAGE when
 * the held slot could not be confirmed (it expired and filled up meanwhile).
 */
export async function createOrder(ctx: AppContext, input: NewOrder): Promise<Order> {
  const found = await existingOrder(ctx.db.kysely, input.idempotencyKey, input.cartId);
  if (found) return toOrder(found);
  const now = input.now ?? new Date();
  const at = now.toISOString();
  for (let attempt = 0; attempt < 5; attempt++) {
    const orderNo = orderNumberFrom(digits(10));
    try {
      const row = await inTransaction(ctx.db, async (trx) => {
        const db: Db = { ...ctx.db, kysely: trx };
        const inserted = await repo.insertOrder(trx, {
          order_no: orderNo,
          ref_no: refNumberFrom(digits(9)),
          cart_id: input.cartId,
          session_id: input.sessionId,
          idempotency_key: input.idempotencyKey,
          flow: input.flow,
          status: 'submitted',
          credit_status: input.creditStatus,
          service_zip: input.serviceZip,
          snapshot: JSON.stringify(input.snapshot),
          customer: JSON.stringify(input.customer),
          installation: JSON.stringify(input.installation),
          terms_version: input.terms?.version ?? null,
          terms_accepted_at: input.terms?.acceptedAt ?? null,
          created_at: at,
          updated_at: at,
          cancel_after: cancelAfter(now).toISOString(),
        });
        if (!inserted) throw new AlreadyThere();
        if (input.installation.holdId !== null) {
          const slot = await confirmSlot({ db }, input.installation.holdId, input.cartId);
          if (!slot) throw conflict(SLOT_TAKEN_MESSAGE, 'installation');
          // The stored slot is the one confirmed, whatever the checkout remembered.
          const installation: OrderInstallation = {
            holdId: slot.holdId,
            dueDate: slot.dueDate,
            timeSlotCode: slot.timeSlotCode,
            timeSlot: slot.timeSlot,
            type: slot.type,
          };
          await repo.setInstallation(trx, orderNo, JSON.stringify(installation));
        }
        if (input.telephoneNumbers?.length) {
          await assignNumbers(db, input.cartId, input.telephoneNumbers);
        }
        await repo.addHistory(trx, {
          order_no: orderNo,
          status: 'submitted',
          note: 'Order submitted',
          at,
        });
        const created = await repo.findByNumber(trx, orderNo);
        // The confirmation e-mail is queued with the order: both are kept, or neither.
        if (created) await queueConfirmationEmail(ctx, trx, toOrder(created, true));
        return created;
      });
      if (!row) throw new Error('order vanished after insert');
      const order = toOrder(row, true);
      ordersSubmitted.inc({ flow: input.flow });
      await deliverSoon(ctx, confirmationEmailKey(order.orderNo));
      return order;
    } catch (e) {
      if (!(e instanceof AlreadyThere)) throw e;
      const now2 = await existingOrder(ctx.db.kysely, input.idempotencyKey, input.cartId);
      if (now2) return toOrder(now2);
      // Otherwise the random order number was taken: draw another.
    }
  }
  throw new Error('could not draw a free order number');
}

/** The order of a cart, if it has one (the quote checkout asks before answering an ordered quote). */
export async function orderOfCart(ctx: AppContext, cartId: string): Promise<Order | null> {
  const row = await repo.findByCart(ctx.db.kysely, cartId);
  return row ? toOrder(row) : null;
}

// ---------------------------------------------------------------------------------------------
// Classic submit (POST Checkout/SubmitOrder)
// ---------------------------------------------------------------------------------------------

/**
 * Submit the session's checkout: the order of this key or cart if there is one; otherwise 409
 * naming the missing sections, or the order created from the priced cart and checkout answers.
 */
export async function submitOrder(
  ctx: AppContext,
  session: Session,
  idempotencyKey: string,
  now = new Date(),
): Promise<SubmitOrderResponse> {
  const { cart, checkout } = await loadCheckout(ctx, session, now);
  const order = await createOrderOfCheckout(ctx, session, idempotencyKey, { cart, checkout }, now);
  return {
    Status: 'SUCCESS',
    CreditCheckStatus: order.creditStatus === 'FAILURE' ? 'FAILURE' : 'SUCCESS',
    svc_orderNo: order.orderNo,
    Refno: order.refNo,
  };
}

type LoadedCheckout = Awaited<ReturnType<typeof loadCheckout>>;

async function createOrderOfCheckout(
  ctx: AppContext,
  session: Session,
  idempotencyKey: string,
  { cart, checkout }: LoadedCheckout,
  now: Date,
): Promise<Order> {
  // A retry after success answers the order even though nothing is "missing" any more.
  const found = await existingOrder(ctx.db.kysely, idempotencyKey, cart.cartId);
  if (found) return toOrder(found);
  const missing = missingSections(checkout.progress);
  if (missing.length) throw conflict(missingSectionsMessage(missing), missing[0]);
  const a = checkout.answers;
  const contact = a.contact;
  if (!contact) throw conflict(missingSectionsMessage(['personalInfo']), 'personalInfo');
  // A number moved after the letter was signed needs the letter again.
  await assertLoaCovers(ctx, cart, a.loa);
  const credit = checkout.progress.CreditCheckStatus === 'FAILURE' ? 'FAILURE' : 'SUCCESS';
  const install = a.installation;
  // The order takes the pool numbers its lines use: a number held for a line that then kept the
  // customer's own number is left to expire back into the pool.
  const onLines = new Set(lineNumbers(cart.selections));
  const telephoneNumbers = (await heldNumbers(ctx.db, cart.cartId, now.toISOString())).filter(
    (tn) => onLines.has(tn),
  );
  return createOrder(ctx, {
    cartId: cart.cartId,
    sessionId: session.id,
    idempotencyKey,
    flow: 'classic',
    creditStatus: credit,
    serviceZip: cart.address.zip,
    snapshot: {
      planDetails: cart.planDetails,
      selections: cart.selections,
      telephoneNumbers,
    },
    customer: {
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      phoneNumber: contact.phoneNumber,
      businessName: contact.businessName,
      selectedMailType: contact.selectedMailType,
      serviceAddress: serviceAddressOf(cart.address),
      billingAddress: a.businessInfo ?? null,
      shippingAddress: a.shippingInfo ?? null,
      customerType: a.credit?.customerType ?? '',
      // Tokens and last four digits only (the checkout never keeps more).
      payment: a.payment
        ? {
            method: a.payment.method,
            token: a.payment.token,
            last4: a.payment.last4,
            brand: a.payment.brand,
          }
        : null,
      deposit: a.deposit
        ? { token: a.deposit.token, last4: a.deposit.last4, amountCents: a.deposit.amountCents }
        : null,
      installments: a.installments ?? null,
      paperless: a.paperless ?? '',
      autopay: a.autopay?.enrolled ?? 'N',
      // The letter of authorisation of moved numbers: which numbers, who signed, when.
      letterOfAuthorization: a.loa?.numbers?.length ? a.loa : null,
    },
    installation:
      install && install.holdId !== null && credit === 'SUCCESS'
        ? {
            holdId: install.holdId,
            dueDate: install.dueDate,
            timeSlotCode: install.timeSlotCode,
            timeSlot: install.timeSlot,
            type: install.type,
          }
        : { holdId: null, dueDate: '', timeSlotCode: '', timeSlot: '', type: '' },
    telephoneNumbers,
    terms: a.terms?.version ? { version: a.terms.version, acceptedAt: a.terms.at } : null,
    now,
  });
}

function serviceAddressOf(a: {
  house_number: string;
  street_name: string;
  unit: string | null;
  city: string;
  state: string;
  zip: string;
}): string {
  const street = `${a.house_number} ${a.street_name}`.trim();
  return `${street}${a.unit ? ` ${a.unit}` : ''}, ${a.city}, ${a.state} ${a.zip}`;
}

// ---------------------------------------------------------------------------------------------
// Reading: confirmation and the public status lookup
// ---------------------------------------------------------------------------------------------

/** Monthly and one-time (due now) totals of the snapshot, dollars text ('' when unknown). */
function totalsOf(snapshot: unknown): { monthly: string; oneTime: string } {
  const s = snapshot as {
    planDetails?: PlanDetails;
    summary?: { TotalChargesWithDiscount?: string };
  };
  if (s?.planDetails) {
    const p = s.planDetails.pricedCart;
    return {
      monthly: p?.monthly ?? s.planDetails.headerInfo.Price,
      oneTime: p?.oneTimeDueNow ?? s.planDetails.equipmentAndOnetimeChargesTotal,
    };
  }
  return { monthly: s?.summary?.TotalChargesWithDiscount ?? '', oneTime: '' };
}

/** The labeled figures of the order's priced snapshot, null for older orders. */
function pricedCartOf(snapshot: unknown): PricedCartSummary | null {
  return (snapshot as { planDetails?: PlanDetails })?.planDetails?.pricedCart ?? null;
}

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
    },
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
  return {
    svc_orderNo: o.orderNo,
    status: o.status,
    statusHistory: history.map((h) => ({ status: h.status, at: h.at })),
    installation: {
      dueDate: o.installation.dueDate,
      timeSlot: o.installation.timeSlot,
      type: o.installation.type,
    },
    pricedCart: pricedCartOf(o.snapshot),
    termsVersion: o.terms?.version ?? '',
    termsAcceptedAt: o.terms?.acceptedAt ?? '',
  };
}

// ---------------------------------------------------------------------------------------------
// Automatic cancellation
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Confirmation e-mail
// ---------------------------------------------------------------------------------------------

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface EmailLine {
  label: string;
  price: string;
  /** Shown after the price: '12 monthly payments of $25.00'. */
  note?: string;
}

interface EmailFigures {
  /** Every monthly line, credits included: they add up to `monthlyTotals[0]`. */
  monthly: EmailLine[];
  /** Total monthly charges, taxes, estimated with taxes (classic orders). */
  monthlyTotals: EmailLine[];
  /** Each one-time charge, then what is paid in installments: they add up to the due-now total. */
  oneTime: EmailLine[];
}

/**
 * The e-mail's figures, from the order's priced snapshot: the same lines and totals
 * the cart showed (cartFigures, monthlyLines), never re-computed here.
 */
function linesOf(snapshot: unknown): EmailFigures {
  const s = snapshot as { planDetails?: PlanDetails; summary?: Record<string, unknown> };
  const p = s?.planDetails;
  if (p?.pricedCart) {
    const f = cartFigures(p);
    const total = (key: string) => f.monthly.find((r) => r.key === key)?.amount ?? '';
    return {
      monthly: monthlyLines(p).map((l) => ({ label: l.label, price: l.amount })),
      monthlyTotals: [
        { label: 'Total monthly charges', price: total('monthly') },
        { label: 'Taxes and other charges', price: total('taxes') },
        { label: 'Estimated monthly charges with taxes', price: total('estimatedMonthly') },
      ],
      oneTime: [
        ...f.oneTime.lines.map((l) => ({ label: l.name, price: l.amount, note: l.note })),
        ...(f.oneTime.paidInInstallments
          ? [{ label: 'Paid in monthly installments', price: f.oneTime.paidInInstallments }]
          : []),
      ],
    };
  }
  if (p) {
    // An order placed before the priced-cart summary existed.
    return {
      monthly: monthlyLines(p).map((l) => ({ label: l.label, price: l.amount })),
      monthlyTotals: [{ label: 'Total monthly charges', price: p.headerInfo.Price }],
      oneTime: p.equipmentAndOnetimeCharges.map((c) => ({ label: c.offerName, price: c.price })),
    };
  }
  const summary = s?.summary as
    { OmniInternetInfo?: { DataDescription: string; DataPrice: string } } | undefined;
  const internet = summary?.OmniInternetInfo;
  return {
    monthly: internet?.DataDescription
      ? [{ label: internet.DataDescription, price: internet.DataPrice }]
      : [],
    monthlyTotals: [],
    oneTime: [],
  };
}

function orderStatusUrl(ctx: AppContext, orderNo: string, zipCode = ''): string {
  const zip = zipCode.slice(0, 5);
  return `${ctx.config.publicUrl}${ctx.config.storefrontBase}/order-status?orderNumber=${encodeURIComponent(orderNo)}${zip ? `&zipCode=${encodeURIComponent(zip)}` : ''}`;
}

/** Subject, text and HTML of the confirmation e-mail (exported for tests and previews). */
function confirmationEmail(ctx: AppContext, order: Order) {
  const brand = ctx.config.brand.companyName;
  const totals = totalsOf(order.snapshot);
  const lines = linesOf(order.snapshot);
  const link = orderStatusUrl(ctx, order.orderNo, order.serviceZip);
  const i = order.installation;
  // The terms accepted, from the order record.
  const accepted = order.terms ? termsAcceptedSentence(order.terms, 'UTC') : '';
  const slot = i.dueDate
    ? `${i.type === 'self' ? 'Self install, equipment ships' : 'Technician visit'} on ${i.dueDate}, ${i.timeSlot}`
    : 'A representative will contact you to set up an installation date.';
  // Formatting only: '-25.00' -> '-$25.00'.
  const money = (p: string) => (!p ? '' : p.startsWith('-') ? `-$${p.slice(1)}` : `$${p}`);
  const note = (l: EmailLine) => (l.note ? ` (${l.note})` : '');
  const monthlyTotals = lines.monthlyTotals.length
    ? lines.monthlyTotals
    : [{ label: 'Monthly total', price: totals.monthly }];
  const subject = `${brand}: your order ${order.orderNo} is submitted`;
  const text = [
    `Thank you for your order, ${order.customer.firstName}.`,
    '',
    `Order number: ${order.orderNo}`,
    `Reference number: ${order.refNo}`,
    '',
    'Monthly services:',
    ...lines.monthly.map((l) => `  ${l.label}: ${money(l.price)}/mo`),
    ...monthlyTotals.map((l) => `${l.label}: ${money(l.price)}/mo`),
    ...(lines.oneTime.length
      ? [
          '',
          'One-time charges:',
          ...lines.oneTime.map((l) => `  ${l.label}: ${money(l.price)}${note(l)}`),
        ]
      : []),
    ...(totals.oneTime ? [`One-time charges due now: ${money(totals.oneTime)}`] : []),
    '',
    `Installation: ${slot}`,
    ...(accepted ? ['', `${accepted}.`] : []),
    '',
    `Check your order status: ${link}`,
    `(you will need the order number and the ZIP code of the service address)`,
    '',
    brand,
  ].join('\n');
  const row = (l: EmailLine, suffix = '') =>
    `<tr><td>${escapeHtml(l.label)}${l.note ? `<br><small>${escapeHtml(l.note)}</small>` : ''}</td><td style="text-align:right">${escapeHtml(money(l.price))}${suffix}</td></tr>`;
  const totalRow = (l: EmailLine, suffix = '') =>
    `<tr><th scope="row" style="text-align:left">${escapeHtml(l.label)}</th><td style="text-align:right">${escapeHtml(money(l.price))}${suffix}</td></tr>`;
  const html = `<!doctype html><html lang="en"><body style="font-family:sans-serif">
<h1>${escapeHtml(brand)}</h1>
<p>Thank you for your order, ${escapeHtml(order.customer.firstName)}.</p>
<p>Order number: <strong>${escapeHtml(order.orderNo)}</strong><br>Reference number: ${escapeHtml(order.refNo)}</p>
<table><caption>Monthly services</caption>${lines.monthly.map((l) => row(l, '/mo')).join('')}
${monthlyTotals.map((l) => totalRow(l, '/mo')).join('')}</table>
${lines.oneTime.length ? `<table><caption>One-time charges</caption>${lines.oneTime.map((l) => row(l)).join('')}${totalRow({ label: 'One-time charges due now', price: totals.oneTime })}</table>` : ''}
<p>Installation: ${escapeHtml(slot)}</p>
${accepted ? `<p>${escapeHtml(accepted)}.</p>` : ''}
<p><a href="${escapeHtml(link)}">Check your order status</a> (you will need the order number and the ZIP code of the service address).</p>
</body></html>`;
  return { subject, text, html };
}

/** The confirmation e-mail's job: one per order, ever. */
const confirmationEmailKey = (orderNo: string) => `order-confirmation:${orderNo}`;

async function queueConfirmationEmail(
  ctx: AppContext,
  trx: Kysely<Database>,
  order: Order,
): Promise<void> {
  if (!order.customer.email) return;
  const { subject, text, html } = confirmationEmail(ctx, order);
  await queueMail(
    trx,
    { to: order.customer.email, subject, text, html, topic: `order:${order.orderNo}` },
    { key: confirmationEmailKey(order.orderNo) },
  );
}
