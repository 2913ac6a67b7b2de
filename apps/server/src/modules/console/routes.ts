/**
 * Console/Callbacks, Console/Waitlist(/Csv), Console/SavedCarts(/Resend), Console/Outbox: the
 * console's work queues for every signed-in staff role (issue 14). Thin: the services beside.
 */
import {
  CONSOLE_WORK_CALLS,
  callbackAnswer,
  callbacksAnswer,
  callbacksQuery,
  consoleOutboxAnswer,
  consoleOutboxQuery,
  moveCallbackBody,
  resendSavedCartAnswer,
  resendSavedCartBody,
  savedCartsAnswer,
  savedCartsQuery,
  waitlistAnswer,
  waitlistQuery,
} from '@bizline/domain/wire/console/work';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../zod-app';
import { currentStaff, requireStaff, staffActor } from '../staff/plugin';
import { listCallbacks, moveCallback } from './callbacks';
import { listOutbox } from './outbox';
import { listSavedCarts, resendSavedCart } from './saved-carts';
import { listWaitlist, waitlistCsv } from './waitlist';

export async function consoleWorkRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const api = ctx.config.apiBase;
  const staff = requireStaff(ctx);
  const rateLimit = { max: ctx.config.formRateLimitPerMinute, timeWindow: '1 minute' };
  const tags = ['console-work'];
  const db = ctx.db.kysely;

  app.get(
    `${api}/${CONSOLE_WORK_CALLS.callbacks.path}`,
    {
      preValidation: staff,
      schema: {
        tags,
        summary: 'Call-back requests, newest first, 50 a page (any staff role)',
        querystring: callbacksQuery,
        response: { 200: callbacksAnswer },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { Status: 'SUCCESS' as const, ...(await listCallbacks(db, request.query)) };
    },
  );

  app.post(
    `${api}/${CONSOLE_WORK_CALLS.moveCallback.path}`,
    {
      preValidation: staff,
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Move a call-back request one step with a note (audited)',
        description:
          "requested -> contacted -> closed only; any other move: 409 'A call-back that is … cannot be moved to …'.",
        body: moveCallbackBody,
        response: { 200: callbackAnswer },
      },
    },
    async (request) => {
      const member = (await currentStaff(request))!;
      return {
        Status: 'SUCCESS' as const,
        callback: await moveCallback(ctx.db, member, request.body),
      };
    },
  );

  app.get(
    `${api}/${CONSOLE_WORK_CALLS.waitlist.path}`,
    {
      preValidation: staff,
      schema: {
        tags,
        summary: 'Waitlist registrations with filters, newest first, 50 a page (any staff role)',
        querystring: waitlistQuery,
        response: { 200: waitlistAnswer },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { Status: 'SUCCESS' as const, ...(await listWaitlist(db, request.query)) };
    },
  );

  app.get(
    `${api}/${CONSOLE_WORK_CALLS.waitlistCsv.path}`,
    {
      preValidation: staff,
      schema: {
        tags,
        summary:
          'Waitlist registrations the filters select, as CSV (cells starting with = + - @ get a leading quote)',
        querystring: waitlistQuery,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="waitlist-${day}.csv"`);
      return waitlistCsv(db, request.query);
    },
  );

  app.get(
    `${api}/${CONSOLE_WORK_CALLS.savedCarts.path}`,
    {
      preValidation: staff,
      schema: {
        tags,
        summary: 'Saved carts: status, reminders sent, links re-sent (any staff role)',
        querystring: savedCartsQuery,
        response: { 200: savedCartsAnswer },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { Status: 'SUCCESS' as const, ...(await listSavedCarts(db, request.query)) };
    },
  );

  app.post(
    `${api}/${CONSOLE_WORK_CALLS.resendSavedCart.path}`,
    {
      preValidation: staff,
      config: { rateLimit },
      schema: {
        tags,
        summary: "E-mail a saved cart's link again (a durable mail job; audited)",
        body: resendSavedCartBody,
        response: { 200: resendSavedCartAnswer },
      },
    },
    async (request) => ({
      Status: 'SUCCESS' as const,
      email: await resendSavedCart(ctx, await staffActor(request), request.body.cartId),
    }),
  );

  app.get(
    `${api}/${CONSOLE_WORK_CALLS.outbox.path}`,
    {
      preValidation: staff,
      schema: {
        tags,
        summary: 'Outbox messages with their delivery attempts, newest first (any staff role)',
        querystring: consoleOutboxQuery,
        response: { 200: consoleOutboxAnswer },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { Status: 'SUCCESS' as const, ...(await listOutbox(db, request.query)) };
    },
  );
}
