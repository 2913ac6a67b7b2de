/**
 * The order e-mail's link to the customer's order page: the order number signed with the
 * server's token key (session/token.ts) for the 'order-link' audience, expiring after
 * ORDER_LINK_VALID_DAYS. It opens that one order's state and milestones; the details and every
 * change still need the one-time code (modules/order-page).
 */
import { ORDER_LINK_VALID_DAYS } from '@bizline/domain/orders/order-page';
import type { AppContext } from '../../context';

const AUDIENCE = 'order-link';

export function orderPageLink(ctx: Pick<AppContext, 'config' | 'tokens'>, orderNo: string) {
  const { token } = ctx.tokens.issue(orderNo, Date.now(), {
    audience: AUDIENCE,
    ttlSeconds: ORDER_LINK_VALID_DAYS * 86_400,
  });
  const { publicUrl, storefrontBase } = ctx.config;
  return `${publicUrl}${storefrontBase}/my-order?link=${encodeURIComponent(token)}`;
}

/** The order number a link names, or null when it is forged, tampered with or expired. */
export function orderOfLink(ctx: Pick<AppContext, 'tokens'>, link: string): string | null {
  const check = ctx.tokens.verify(link, Date.now(), AUDIENCE);
  return check.ok ? check.claims.sub : null;
}
