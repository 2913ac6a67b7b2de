/**
 * Who may read what of an order on the customer's page. The e-mail's signed link, or order
 * number and service ZIP, show the state and milestones. A one-time code (the checkout's rules,
 * checkout/one-time-code.ts) sent to the order's e-mail opens the details and the changes: a
 * verified code sets a signed, HttpOnly cookie naming that one order and that browser's session,
 * valid ORDER_PAGE_ACCESS_MINUTES.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ORDER_PAGE_ACCESS_MINUTES, ORDER_PAGE_MESSAGES } from '@bizline/domain/orders/order-page';
import { normalizeOrderNumber } from '@bizline/domain/orders/order-rules';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { HttpError, forbidden, notFound } from '../../http-errors';
import { deliverSoon, queueMail } from '../../jobs/deliveries';
import type { Session } from '../session/service';
import { OTP_TTL_SECONDS, newCode, redeemCode, sha256, storeCode } from '../checkout/one-time-code';
import { maskEmail } from '../saved-cart/email';
import { customerOrder } from '../orders/customer-order';
import { orderOfLink } from '../orders/order-link';

const ACCESS_COOKIE = 'bizline_order_page';
const AUDIENCE = 'order-page';

/** How a visitor names the order: the e-mail's link, or order number and service ZIP. */
export interface OrderAccess {
  orderNo: string;
  link?: string;
  zipCode?: string;
}

/** The order the link or order number and ZIP name (404 / 403 otherwise, one message each). */
export async function orderByAccess(ctx: AppContext, access: OrderAccess) {
  const orderNo = normalizeOrderNumber(access.orderNo);
  if (access.link !== undefined) {
    if (orderOfLink(ctx, access.link) !== orderNo)
      throw forbidden(ORDER_PAGE_MESSAGES.linkRefused, 'link');
  }
  const found = await customerOrder(ctx, orderNo);
  const zipMatches = access.zipCode && found?.order.serviceZip.slice(0, 5) === access.zipCode;
  if (!found || (access.link === undefined && !zipMatches))
    throw notFound(ORDER_PAGE_MESSAGES.notFound, 'orderNo');
  return found;
}

/** The order's code scope in otp_codes, and what its hourly send limit counts. */
const scopeOf = (orderNo: string) => `order:${orderNo}`;
const codeHash = (orderNo: string, sessionId: string, code: string) =>
  sha256(`order-page:${orderNo}:${sessionId}:${code}`);

/**
 * POST OrderPage/SendCode: a new code (the old one replaced) to the order's e-mail. The order
 * record keeps no mobile number of its own (the notices module keeps the texted one), so the code
 * goes by e-mail only.
 */
export async function sendCode(ctx: AppContext, session: Session, access: OrderAccess) {
  const { order } = await orderByAccess(ctx, access);
  const email = order.customer.email;
  if (!email) throw new HttpError(409, ORDER_PAGE_MESSAGES.noDestination, { field: 'orderNo' });
  const code = newCode();
  const now = new Date();
  const mailKey = `order-code-mail:${randomUUID()}`;
  const text = ORDER_PAGE_MESSAGES.codeText(code);
  const topic = `order-code:${order.orderNo}`;
  await inTransaction(ctx.db, async (trx) => {
    await storeCode(
      trx,
      ctx.db.dialect,
      {
        scope: scopeOf(order.orderNo),
        sessionId: session.id,
        destinationHash: sha256(scopeOf(order.orderNo)),
        codeHash: codeHash(order.orderNo, session.id, code),
        now,
      },
      { message: ORDER_PAGE_MESSAGES.tooManySends, field: 'orderNo', code: 'OTP_SEND_LIMIT' },
    );
    const subject = ORDER_PAGE_MESSAGES.codeEmailSubject(
      ctx.config.brand.companyName,
      order.orderNo,
    );
    const html = `<!doctype html><html lang="en"><body><p>${text}</p></body></html>`;
    await queueMail(trx, { to: email, subject, text, html, topic }, { key: mailKey });
  });
  await deliverSoon(ctx, mailKey);
  return {
    message: ORDER_PAGE_MESSAGES.codeSent,
    sentTo: [maskEmail(email)],
    expiresInSeconds: OTP_TTL_SECONDS,
  };
}

/** POST OrderPage/VerifyCode: a right code opens this order, in this browser, for a while. */
export async function verifyCode(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  session: Session,
  req: { orderNo: string; code: string },
) {
  const orderNo = normalizeOrderNumber(req.orderNo);
  await redeemCode(ctx.db.kysely, {
    scope: scopeOf(orderNo),
    sessionId: session.id,
    given: req.code,
    hashOf: (_destination, given) => codeHash(orderNo, session.id, given),
    field: 'code',
  });
  const ttlSeconds = ORDER_PAGE_ACCESS_MINUTES * 60;
  const { token } = ctx.tokens.issue(`${orderNo}|${session.id}`, Date.now(), {
    audience: AUDIENCE,
    ttlSeconds,
  });
  reply.setCookie(ACCESS_COOKIE, token, {
    path: ctx.config.apiBase,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: ttlSeconds,
  });
  return { message: ORDER_PAGE_MESSAGES.verified };
}

/** True when this browser verified a code for `orderNo` (and its access has not expired). */
export function hasAccess(
  ctx: AppContext,
  request: FastifyRequest,
  session: Session,
  orderNo: string,
): boolean {
  const cookie = request.cookies[ACCESS_COOKIE];
  if (!cookie) return false;
  const check = ctx.tokens.verify(cookie, Date.now(), AUDIENCE);
  return check.ok && check.claims.sub === `${normalizeOrderNumber(orderNo)}|${session.id}`;
}
