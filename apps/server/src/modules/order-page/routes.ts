/**
 * The customer's order page calls (ORDER_PAGE_CALLS, docs/api.md). Every call needs the Bearer
 * token of the visitor's session: a code is good only in the browser that asked for it. Open,
 * Summary, SendCode and VerifyCode are rate-limited per client like the order-status lookup;
 * Details, Slots, Reschedule and Cancel need the access a verified code gave (403 otherwise).
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  ORDER_PAGE_CALLS as C,
  orderPageAccess,
  orderPageCancelRequest,
  orderPageChangeResponse,
  orderPageDetails,
  orderPageOpenRequest,
  orderPageQuery,
  orderPageRescheduleRequest,
  orderPageSendCodeResponse,
  orderPageSlots,
  orderPageSummary,
  orderPageVerifyRequest,
  orderPageVerifyResponse,
} from '@bizline/domain/wire/order-page';
import { ORDER_PAGE_MESSAGES } from '@bizline/domain/orders/order-page';
import type { AppContext } from '../../context';
import { errorBody } from '../../http-errors';
import type { ZodApp } from '../../zod-app';
import { requireAccessToken } from '../session/plugin';
import { hasAccess, sendCode, verifyCode } from './access';
import * as service from './service';

/** The order a request names, in its query or body. */
const orderNoOf = (request: FastifyRequest): string => {
  const from = (request.method === 'GET' ? request.query : request.body) as { orderNo?: string };
  return from?.orderNo ?? '';
};

export async function orderPageRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const at = (call: { path: string }) => `${ctx.config.apiBase}/${call.path}`;
  const tags = ['order page'];
  const preValidation = [requireAccessToken(ctx)];
  const limited = {
    rateLimit: { max: ctx.config.formRateLimitPerMinute, timeWindow: '1 minute' },
  };
  /** The order's details and changes: only for the browser that verified its code. */
  const needsAccess: preHandlerAsyncHookHandler = async (request, reply) => {
    if (hasAccess(ctx, request, request.session, orderNoOf(request))) return;
    return reply
      .status(403)
      .send(errorBody(ORDER_PAGE_MESSAGES.accessNeeded, { code: 'FORBIDDEN', field: 'code' }));
  };
  const unlockedFor = (request: FastifyRequest) => (orderNo: string) =>
    hasAccess(ctx, request, request.session, orderNo);

  app.post(
    at(C.open),
    {
      preValidation,
      config: limited,
      schema: {
        tags,
        summary: "The order e-mail's signed link: the order's state and milestones",
        description: `403 '${ORDER_PAGE_MESSAGES.linkRefused}' for a forged, altered or expired link.`,
        body: orderPageOpenRequest,
        response: { 200: orderPageSummary },
      },
    },
    async (request) => service.openByLink(ctx, request.body.link, unlockedFor(request)),
  );

  app.post(
    at(C.summary),
    {
      preValidation,
      config: limited,
      schema: {
        tags,
        summary: 'State and milestones by the link or by order number and service ZIP',
        body: orderPageAccess,
        response: { 200: orderPageSummary },
      },
    },
    async (request) => service.summary(ctx, request.body, unlockedFor(request)),
  );

  app.post(
    at(C.sendCode),
    {
      preValidation,
      config: limited,
      schema: {
        tags,
        summary: "A 6-digit code to the order's e-mail, valid 5 minutes",
        description: 'At most 5 codes per order per hour (then 429); a new code replaces the old.',
        body: orderPageAccess,
        response: { 200: orderPageSendCodeResponse },
      },
    },
    async (request) => sendCode(ctx, request.session, request.body),
  );

  app.post(
    at(C.verifyCode),
    {
      preValidation,
      config: limited,
      schema: {
        tags,
        summary: 'Verify the code: single use, 5 wrong tries; opens the order for 30 minutes',
        body: orderPageVerifyRequest,
        response: { 200: orderPageVerifyResponse },
      },
    },
    async (request, reply) => verifyCode(ctx, request, reply, request.session, request.body),
  );

  const preHandler = [needsAccess];
  app.get(
    at(C.details),
    {
      preValidation,
      preHandler,
      schema: {
        tags,
        summary: 'The order: contacts, address, lines, prices and what may still change',
        querystring: orderPageQuery,
        response: { 200: orderPageDetails },
      },
    },
    async (request) => service.details(ctx, request.query.orderNo),
  );

  app.get(
    at(C.slots),
    {
      preValidation,
      preHandler,
      schema: {
        tags,
        summary: 'Free installation slots the order may move to (after the cut-off)',
        querystring: orderPageQuery,
        response: { 200: orderPageSlots },
      },
    },
    async (request) => service.slots(ctx, request.query.orderNo),
  );

  app.post(
    at(C.reschedule),
    {
      preValidation,
      preHandler,
      schema: {
        tags,
        summary: 'Move the installation to a free slot (409 inside the cut-off or when full)',
        body: orderPageRescheduleRequest,
        response: { 200: orderPageChangeResponse },
      },
    },
    async (request) => service.reschedule(ctx, request.body),
  );

  app.post(
    at(C.cancel),
    {
      preValidation,
      preHandler,
      schema: {
        tags,
        summary: 'Cancel the order with a reason, until the installation day',
        body: orderPageCancelRequest,
        response: { 200: orderPageChangeResponse },
      },
    },
    async (request) => service.cancel(ctx, request.body),
  );
  // Consent to texts (give or withdraw) belongs here too, behind needsAccess: the notices
  // module's setSmsConsent / smsConsentOf, by a 'customer' actor.
}
