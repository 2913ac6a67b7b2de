/**
 * The order confirmation e-mail: its figures come from the order's priced snapshot, the same lines
 * and totals the cart showed. Queued with the order (place-order.ts); a failed delivery is logged
 * and retried by the delivery jobs, never fatal to the order.
 */
import type { Kysely } from 'kysely';
import { termsAcceptedSentence } from '@bizline/domain/checkout/terms';
import { cartFigures, monthlyLines } from '@bizline/domain/pricing/cart-figures';
import {
  orderContentsHtml,
  orderContentsText,
  placedOrderContents,
} from '@bizline/domain/pricing/order-lines';
import {
  timelineCopy,
  timelineRows,
  type TimelineRow,
} from '@bizline/domain/pricing/payment-timeline';
import type { PlanDetails } from '@bizline/domain/wire/cart';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { queueMail } from '../../jobs/deliveries';
import { readNamespace } from '../content/service';
import { orderPageLink } from './order-link';
import { totalsOf, type Order } from './order-record';

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

export function orderStatusUrl(ctx: AppContext, orderNo: string, zipCode = ''): string {
  const zip = zipCode.slice(0, 5);
  return `${ctx.config.publicUrl}${ctx.config.storefrontBase}/order-status?orderNumber=${encodeURIComponent(orderNo)}${zip ? `&zipCode=${encodeURIComponent(zip)}` : ''}`;
}

/**
 * What is paid when, in the storefront's own copy (CONTENT_DIR/cart.json, `timeline`), so the
 * e-mail reads as the cart, review, confirmation and order status pages do.
 */
function timelineOf(ctx: AppContext, snapshot: unknown) {
  const timeline = (snapshot as { planDetails?: PlanDetails })?.planDetails?.pricedCart?.timeline;
  if (!timeline) return { title: '', rows: [] as TimelineRow[], note: '' };
  const copy = (readNamespace(ctx.config.contentDir, 'cart') as { timeline?: unknown }).timeline;
  const parsed = timelineCopy.safeParse(copy);
  if (!parsed.success) throw new Error(`content file cart.json: timeline ${parsed.error.message}`);
  const c = parsed.data;
  return { title: c.title, rows: timelineRows(timeline, c), note: c.beforeTaxes };
}

/** Subject, text and HTML of the confirmation e-mail. */
function confirmationEmail(ctx: AppContext, order: Order) {
  const brand = ctx.config.brand.companyName;
  const totals = totalsOf(order.snapshot);
  const lines = linesOf(order.snapshot);
  const timeline = timelineOf(ctx, order.snapshot);
  const said = (r: TimelineRow) => `${r.label}: ${r.value}${r.note ? ` (${r.note})` : ''}`;
  const link = orderStatusUrl(ctx, order.orderNo, order.serviceZip);
  // The customer's own page: move or cancel the installation (a code sent by e-mail opens it).
  const pageLink = orderPageLink(ctx, order.orderNo);
  const bought = placedOrderContents(order, ctx.config.notices.timeZone);
  // The terms accepted, from the order record, in the service address's zone.
  const accepted = order.terms ? termsAcceptedSentence(order.terms, bought.timeZone.id) : '';
  // An order that kept no items (a quote's) still says when it is installed.
  const slot = bought.contents.length
    ? ''
    : bought.when || 'A representative will contact you to set up an installation date.';
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
    ...(bought.contents.length ? ['', ...orderContentsText(bought.contents)] : []),
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
    ...(timeline.rows.length
      ? ['', `${timeline.title}:`, ...timeline.rows.map((r) => `  ${said(r)}`), timeline.note]
      : []),
    ...(slot ? ['', `Installation: ${slot}`] : []),
    ...(accepted ? ['', `${accepted}.`] : []),
    '',
    `Manage your order (change or cancel the installation): ${pageLink}`,
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
${orderContentsHtml(bought.contents)}
<table><caption>Monthly services</caption>${lines.monthly.map((l) => row(l, '/mo')).join('')}
${monthlyTotals.map((l) => totalRow(l, '/mo')).join('')}</table>
${lines.oneTime.length ? `<table><caption>One-time charges</caption>${lines.oneTime.map((l) => row(l)).join('')}${totalRow({ label: 'One-time charges due now', price: totals.oneTime })}</table>` : ''}
${timeline.rows.length ? `<h2>${escapeHtml(timeline.title)}</h2><ul>${timeline.rows.map((r) => `<li>${escapeHtml(said(r))}</li>`).join('')}</ul><p>${escapeHtml(timeline.note)}</p>` : ''}
${slot ? `<p>Installation: ${escapeHtml(slot)}</p>` : ''}
${accepted ? `<p>${escapeHtml(accepted)}.</p>` : ''}
<p><a href="${escapeHtml(pageLink)}">Manage your order</a> (change or cancel the installation).</p>
<p><a href="${escapeHtml(link)}">Check your order status</a> (you will need the order number and the ZIP code of the service address).</p>
</body></html>`;
  return { subject, text, html };
}

/** The confirmation e-mail's job: one per order, ever. */
export const confirmationEmailKey = (orderNo: string) => `order-confirmation:${orderNo}`;

export async function queueConfirmationEmail(
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
