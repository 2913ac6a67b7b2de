/**
 * The e-mails of a saved cart: the save e-mail and the two reminders, with the retrieval link and
 * the cart's unsubscribe link. The e-mail says the link is valid for ten days (both readings of
 * 002 §4).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SAVED_CART_LINK_VALID_DAYS_TEXT } from '@bizline/domain/constants';
import {
  orderContentsHtml,
  orderContentsText,
  orderLines,
} from '@bizline/domain/pricing/order-lines';
import { planDetails, type PlanDetails } from '@bizline/domain/wire/cart';
import type { OrderContents } from '@bizline/domain/wire/order-contents';
import type { AppContext } from '../../context';
import { ensureSetting } from '../../db/settings';
import { readNamespace } from '../content/service';

export function retrievalLink(ctx: AppContext, cartId: string): string {
  const { publicUrl, storefrontBase } = ctx.config;
  return `${publicUrl}${storefrontBase}/customize-order?scartid=${encodeURIComponent(cartId)}`;
}

const unsubscribeKeys = new WeakMap<object, Promise<string>>();

/** The unsubscribe token of a cart: an HMAC of its id under a key kept in app_settings, so every
 * e-mail of the cart (save and reminders) carries the same link and only its hash is stored. */
export async function unsubscribeToken(ctx: AppContext, cartId: string): Promise<string> {
  let key = unsubscribeKeys.get(ctx.db);
  if (!key) {
    key = ensureSetting(
      ctx.db,
      'saved_cart_unsubscribe_key',
      randomBytes(32).toString('base64url'),
    );
    unsubscribeKeys.set(ctx.db, key);
    key.catch(() => unsubscribeKeys.delete(ctx.db));
  }
  return createHmac('sha256', await key)
    .update(`unsubscribe:${cartId}`)
    .digest('base64url');
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function unsubscribeLink(ctx: AppContext, token: string): string {
  const { publicUrl, apiBase } = ctx.config;
  return `${publicUrl}${apiBase}/SaveOrder/Unsubscribe?token=${encodeURIComponent(token)}`;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** 'j***@example.com': what the 'Email sent' page shows. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

// Formatting only: '-25.00' -> '-$25.00'.
const money = (p: string) => (p.startsWith('-') ? `-$${p.slice(1)}` : `$${p}`);

/**
 * What the cart holds: the list every order surface shows (the priced cart's contents: services,
 * phone lines and their numbers, equipment, contract term, installation), then its lines with
 * their prices, read as an order's lines are (orderLines). A cart priced before the list existed
 * says its contract in the storefront's own copy (CONTENT_DIR/checkout.json,
 * terms.contractValue). Empty when the cart was not priced.
 */
function savedContents(
  ctx: AppContext,
  priced: PlanDetails | null,
): { contents: OrderContents; prices: string[] } {
  // A cart priced by an older release may not have today's shape: say its total only.
  if (!priced || !planDetails.safeParse(priced).success) return { contents: [], prices: [] };
  const contents = priced.contents ?? [];
  const lines = orderLines({ planDetails: priced });
  const copy = readNamespace(ctx.config.contentDir, 'checkout') as {
    terms?: { contractValue?: Record<string, string> };
  };
  const contract = contents.length
    ? ''
    : (copy.terms?.contractValue?.[priced.headerInfo.contract] ?? '');
  const said = (l: { label: string; amount: string; note: string }, suffix = '') =>
    `${l.label}: ${money(l.amount)}${suffix}${l.note ? ` (${l.note})` : ''}`;
  return {
    contents,
    prices: [
      ...(contract ? [`Contract: ${contract}`] : []),
      ...[...lines.monthly, ...lines.promotions].map((l) => said(l, '/mo')),
      ...lines.oneTime.map((l) => said(l)),
    ],
  };
}

/** Subject, text and HTML of the save e-mail (reminder: which one, 1 or 2). */
function savedCartEmail(
  ctx: AppContext,
  input: {
    cartId: string;
    monthly: string;
    contents: { contents: OrderContents; prices: string[] };
    unsubscribeToken: string;
    reminder?: number;
  },
) {
  const brand = ctx.config.brand.companyName;
  const link = retrievalLink(ctx, input.cartId);
  const unsubscribe = unsubscribeLink(ctx, input.unsubscribeToken);
  const subject = input.reminder
    ? `${brand}: your saved cart is waiting for you`
    : `${brand}: your saved cart`;
  const intro = input.reminder
    ? 'You saved a cart with us and have not finished your order yet.'
    : 'Thank you for saving your cart. Pick up where you left off with the link below.';
  const valid = `The saved cart link is valid for ${SAVED_CART_LINK_VALID_DAYS_TEXT} days.`;
  const price = input.monthly ? `Monthly total when saved: ${money(input.monthly)}/mo` : '';
  const title = 'In your cart:';
  const pricesTitle = 'Prices when saved:';
  const { contents, prices } = input.contents;
  const verify = 'To open it, confirm the email address you saved the cart with.';
  const text = [
    intro,
    '',
    `Open your saved cart: ${link}`,
    valid,
    verify,
    ...(contents.length ? ['', title, ...orderContentsText(contents)] : []),
    ...(prices.length ? ['', pricesTitle, ...prices.map((l) => `  ${l}`)] : []),
    ...(price ? ['', price] : []),
    '',
    `Do not want reminders for this cart? ${unsubscribe}`,
    '',
    brand,
  ].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:sans-serif">
<h1>${escapeHtml(brand)}</h1>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">Open your saved cart</a></p>
<p>${escapeHtml(valid)} ${escapeHtml(verify)}</p>
${contents.length ? `<p>${escapeHtml(title)}</p>${orderContentsHtml(contents)}` : ''}
${prices.length ? `<p>${escapeHtml(pricesTitle)}</p><ul>${prices.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` : ''}
${price ? `<p>${escapeHtml(price)}</p>` : ''}
<p style="font-size:small"><a href="${escapeHtml(unsubscribe)}">Stop reminders for this cart</a></p>
</body></html>`;
  return { subject, text, html };
}

/** The save e-mail (or reminder 1 or 2) of a cart, ready to queue. */
export async function savedCartMessage(
  ctx: AppContext,
  to: string,
  cartId: string,
  priced: PlanDetails | null,
  reminder?: number,
) {
  const token = await unsubscribeToken(ctx, cartId);
  const mail = savedCartEmail(ctx, {
    cartId,
    monthly: priced?.headerInfo.Price ?? '',
    contents: savedContents(ctx, priced),
    unsubscribeToken: token,
    reminder,
  });
  return { to, ...mail, topic: `saved-cart:${cartId}` };
}
