/**
 * Order calls (CHECKOUT_CALLS): Checkout/SubmitOrder (Idempotency-Key header), OrderStatus/Confirm
 * (the session's own order) and OrderStatus/Lookup (public, rate-limited: order number + service
 * ZIP). Thin: each handler calls one service function. docs/api.md lists them.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CHECKOUT_CALLS,
  IDEMPOTENCY_HEADER,
  orderConfirmation as orderConfirmationSchema,
  orderStatusLookupRequest,
  orderStatusLookupResponse,
  submitOrderResponse,
} from '@bizline/domain/wire/checkout';
import { CART_ID_HEADER } from '@bizline/domain/http-policy';
import type { OrderChannel } from '@bizline/domain/orders/order-states';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../zod-app';
import { badRequest } from '../../http-errors';
import { requireAccessToken } from '../session/plugin';
import { currentStaff } from '../staff/plugin';
import { lookupOrderStatus, orderConfirmation, submitOrder } from './service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IDEMPOTENCY_KEY_MESSAGE = `${IDEMPOTENCY_HEADER} header is required: a UUID created once per order`;

/** The submit's idempotency key (lower-cased UUID), or 400. */
function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  const key = typeof raw === 'string' ? raw.trim() : '';
  if (!UUID.test(key)) throw badRequest(IDEMPOTENCY_KEY_MESSAGE, IDEMPOTENCY_HEADER);
  return key.toLowerCase();
}

/**
 * Where an order is placed: a referral kiosk (its storefront names the cart in X-Cart-Id), an
 * agent signed in on the visit, else the web (submit-checkout.ts also counts a cart an agent
 * saved as the agent's).
 */
async function channelOf(request: FastifyRequest): Promise<OrderChannel> {
  if (request.headers[CART_ID_HEADER.toLowerCase()]) return 'kiosk';
  return (await currentStaff(request)) ? 'agent' : 'web';
}

export async function orderRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const at = (call: { path: string }) => `${ctx.config.apiBase}/${call.path}`;
  const preValidation = [requireAccessToken(ctx)];
  const tags = ['orders'];

  app.post(
    at(CHECKOUT_CALLS.submitOrder),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Submit the order (002 §7 Checkout/SubmitOrder, form) with an Idempotency-Key',
        description:
          'Header Idempotency-Key (a UUID) is required (400). 409 naming the sections still ' +
          'missing. The same key, or any key for a cart that already has an order, answers that ' +
          'same order. CreditCheckStatus FAILURE is still an order (/confirmation-contact-rep).',
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        response: { 200: submitOrderResponse },
      },
    },
    async (request) =>
      submitOrder(ctx, request.session, idempotencyKeyOf(request), await channelOf(request)),
  );

  app.get(
    at(CHECKOUT_CALLS.confirmOrderStatus),
    {
      preValidation,
      schema: {
        tags,
        summary:
          "Confirmation order status (OrderStatus/Confirm?orderNo=): the session's own order",
        querystring: z.object({ orderNo: z.string().trim().min(1, 'is required').max(30) }),
        response: { 200: orderConfirmationSchema },
      },
    },
    async (request) => orderConfirmation(ctx, request.session, request.query.orderNo),
  );

  app.post(
    at(CHECKOUT_CALLS.orderStatusLookup),
    {
      config: { rateLimit: { max: ctx.config.formRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Order status by order number and service ZIP (public, rate-limited)',
        description:
          "Both must match, otherwise 404 'We could not find an order with that number and ZIP code.'",
        body: orderStatusLookupRequest,
        response: { 200: orderStatusLookupResponse },
      },
    },
    async (request) => lookupOrderStatus(ctx, request.body),
  );
}
