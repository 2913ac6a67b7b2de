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
import { staffCalls } from '../staff/console-calls';
import { currentStaff, requireStaff, staffActor } from '../staff/plugin';
import { listCallbacks, moveCallback } from './callbacks';
import { listOutbox } from './outbox';
import { listSavedCarts, resendSavedCart } from './saved-carts';
import { listWaitlist, waitlistCsv } from './waitlist';

export async function consoleWorkRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const calls = staffCalls(app, ctx, ['console-work']);
  const db = ctx.db.kysely;

  calls.read(
    CONSOLE_WORK_CALLS.callbacks,
    {
      summary: 'Call-back requests, newest first, 50 a page (any staff role)',
      querystring: callbacksQuery,
      response: callbacksAnswer,
      noStore: true,
    },
    async (query) => listCallbacks(db, query),
  );

  calls.change(
    CONSOLE_WORK_CALLS.moveCallback,
    {
      summary: 'Move a call-back request one step with a note (audited)',
      description:
        "requested -> contacted -> closed only; any other move: 409 'A call-back that is … cannot be moved to …'.",
      body: moveCallbackBody,
      response: callbackAnswer,
      limit: 'form',
    },
    async (body, request) => ({
      callback: await moveCallback(ctx.db, (await currentStaff(request))!, body),
    }),
  );

  calls.read(
    CONSOLE_WORK_CALLS.waitlist,
    {
      summary: 'Waitlist registrations with filters, newest first, 50 a page (any staff role)',
      querystring: waitlistQuery,
      response: waitlistAnswer,
      noStore: true,
    },
    async (query) => listWaitlist(db, query),
  );

  app.get(
    `${ctx.config.apiBase}/${CONSOLE_WORK_CALLS.waitlistCsv.path}`,
    {
      preValidation: requireStaff(ctx),
      schema: {
        tags: ['console-work'],
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

  calls.read(
    CONSOLE_WORK_CALLS.savedCarts,
    {
      summary: 'Saved carts: status, reminders sent, links re-sent (any staff role)',
      querystring: savedCartsQuery,
      response: savedCartsAnswer,
      noStore: true,
    },
    async (query) => listSavedCarts(db, query),
  );

  calls.change(
    CONSOLE_WORK_CALLS.resendSavedCart,
    {
      summary: "E-mail a saved cart's link again (a durable mail job; audited)",
      body: resendSavedCartBody,
      response: resendSavedCartAnswer,
      limit: 'form',
    },
    async (body, request) => ({
      email: await resendSavedCart(ctx, await staffActor(request), body.cartId),
    }),
  );

  calls.read(
    CONSOLE_WORK_CALLS.outbox,
    {
      summary: 'Outbox messages with their delivery attempts, newest first (any staff role)',
      querystring: consoleOutboxQuery,
      response: consoleOutboxAnswer,
      noStore: true,
    },
    async (query) => listOutbox(db, query),
  );
}
