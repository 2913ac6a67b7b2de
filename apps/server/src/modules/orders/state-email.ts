/**
 * The e-mails of an order's state changes and reschedules, in the provider's copy
 * (CONTENT_DIR/order-emails.json, read on each use like the rest of the copy). Queued as durable
 * 'mail' jobs in the transaction of the change (move-order.ts, reschedule.ts).
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { formatLongDay } from '@bizline/domain/format';
import { windowWithZone } from '@bizline/domain/orders/service-time';
import {
  orderContentsHtml,
  orderContentsText,
  placedOrderContents,
} from '@bizline/domain/pricing/order-lines';
import type { OrderState } from '@bizline/domain/orders/order-states';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { queueMail } from '../../jobs/deliveries';
import { readNamespace } from '../content/service';
import { orderStatusUrl } from './confirmation-email';
import type { Order } from './order-record';

const message = z.object({ subject: z.string().min(1), text: z.string().min(1) });
const orderEmailsContent = z.object({
  greeting: z.string(),
  states: z.object({
    inProgress: message,
    held: message,
    pending: message,
    completed: message,
    cancelled: message,
    failed: message,
  }),
  reason: z.string(),
  rescheduled: message,
  statusLink: z.string(),
  statusLinkText: z.string(),
  statusLinkNote: z.string(),
});
type OrderEmailsContent = z.infer<typeof orderEmailsContent>;

function copy(ctx: AppContext): OrderEmailsContent {
  const parsed = orderEmailsContent.safeParse(readNamespace(ctx.config.contentDir, 'order-emails'));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`content file order-emails.json: ${issue.path.join('.')} ${issue.message}`);
  }
  return parsed.data;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (all, key: string) => values[key] ?? all);

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function compose(
  ctx: AppContext,
  order: Order,
  pick: (c: OrderEmailsContent) => { subject: string; text: string },
  values: Record<string, string>,
  extra: string[] = [],
) {
  const c = copy(ctx);
  const brand = ctx.config.brand.companyName;
  const link = orderStatusUrl(ctx, order.orderNo, order.serviceZip);
  const all = {
    brand,
    orderNumber: order.orderNo,
    firstName: order.customer.firstName,
    link,
    ...values,
  };
  const m = pick(c);
  const paragraphs = [fill(c.greeting, all), fill(m.text, all), ...extra.map((e) => fill(e, all))];
  // What the order is made of, as the confirmation e-mail and the order pages list it.
  const { contents } = placedOrderContents(order, ctx.config.notices.timeZone);
  const text = [
    ...paragraphs.flatMap((p) => [p, '']),
    ...(contents.length ? [...orderContentsText(contents), ''] : []),
    fill(c.statusLink, all),
    c.statusLinkNote,
    '',
    brand,
  ].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:sans-serif">
<h1>${escapeHtml(brand)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${orderContentsHtml(contents)}
<p><a href="${escapeHtml(link)}">${escapeHtml(c.statusLinkText)}</a> ${escapeHtml(c.statusLinkNote)}</p>
</body></html>`;
  return { subject: fill(m.subject, all), text, html };
}

/** Queue the e-mail of a state change under `key`; false when the order has no e-mail. */
export async function queueStateEmail(
  ctx: AppContext,
  trx: Kysely<Database>,
  order: Order,
  to: OrderState,
  reason: string,
  key: string,
): Promise<boolean> {
  // Nothing moves back to 'acknowledged': its e-mail is the order confirmation.
  if (!order.customer.email || to === 'acknowledged') return false;
  const c = copy(ctx);
  const mail = compose(ctx, order, (x) => x.states[to], { reason }, reason ? [c.reason] : []);
  return queueMail(
    trx,
    { to: order.customer.email, ...mail, topic: `order:${order.orderNo}` },
    {
      key,
    },
  );
}

/** Queue the e-mail of a rescheduled installation under `key`. */
export async function queueRescheduleEmail(
  ctx: AppContext,
  trx: Kysely<Database>,
  order: Order,
  slot: { date: string; slot: string },
  key: string,
): Promise<boolean> {
  if (!order.customer.email) return false;
  // The order as it is now: installed on the new day.
  const moved = {
    ...order,
    installation: { ...order.installation, dueDate: slot.date, timeSlot: slot.slot },
  };
  const mail = compose(ctx, moved, (x) => x.rescheduled, {
    date: formatLongDay(slot.date),
    slot: windowWithZone(
      slot.slot,
      placedOrderContents(moved, ctx.config.notices.timeZone).timeZone,
    ),
  });
  return queueMail(
    trx,
    { to: order.customer.email, ...mail, topic: `order:${order.orderNo}` },
    {
      key,
    },
  );
}
