/**
 * The console's order calls (CONSOLE_ORDER_CALLS in packages/domain/src/wire/console/orders.ts):
 * every signed-in staff role. Thin: each handler calls one service function; a move and a
 * reschedule answer the order's detail as it is after the change.
 */
import type { FastifyRequest } from 'fastify';
import { EVERY_ROLE } from '@bizline/domain/console/access';
import {
  CONSOLE_ORDER_CALLS,
  moveOrderBody,
  orderDetailAnswer,
  orderDetailQuery,
  orderListAnswer,
  orderListQuery,
  orderSlotsAnswer,
  rescheduleOrderBody,
} from '@bizline/domain/wire/console/orders';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../zod-app';
import { currentStaff, requireStaff } from '../staff/plugin';
import { consoleOrderDetail, listConsoleOrders } from './console-service';
import { moveOrder, type OrderActor } from './move-order';
import { rescheduleOrder, slotsForOrder } from './reschedule';

/** The signed-in staff member as the actor of a move (requireStaff ran first). */
async function orderActor(request: FastifyRequest): Promise<OrderActor> {
  const staff = await currentStaff(request);
  if (!staff) throw new Error('a console order call without a signed-in staff member');
  return { kind: 'staff', id: String(staff.id), label: staff.email };
}

export async function consoleOrderRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const at = (call: { path: string }) => `${ctx.config.apiBase}/${call.path}`;
  const preValidation = [requireStaff(ctx, EVERY_ROLE)];
  const tags = ['console-orders'];

  app.get(
    at(CONSOLE_ORDER_CALLS.list),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Orders, newest first: filters, search and keyset paging (staff)',
        description:
          'Filters: status (TMF622 state), from/to (days placed, UTC), zip, channel. q: an ' +
          'order number (or its start), an e-mail (or its start) or part of a business name. ' +
          'Pass nextCursor as cursor for the next page (null on the last).',
        querystring: orderListQuery,
        response: { 200: orderListAnswer },
      },
    },
    async (request) => listConsoleOrders(ctx, request.query),
  );

  app.get(
    at(CONSOLE_ORDER_CALLS.detail),
    {
      preValidation,
      schema: {
        tags,
        summary: 'One order: priced snapshot, masked customer details, slot, history, moves',
        querystring: orderDetailQuery,
        response: { 200: orderDetailAnswer },
      },
    },
    async (request) => consoleOrderDetail(ctx, request.query.orderNo),
  );

  app.post(
    at(CONSOLE_ORDER_CALLS.move),
    {
      preValidation,
      schema: {
        tags,
        summary: "Move the order's state (history, audit, e-mail, webhook in one transaction)",
        description:
          '409 with a message naming both states for a move the transitions do not allow; 400 ' +
          'when a cancellation has no reason.',
        body: moveOrderBody,
        response: { 200: orderDetailAnswer },
      },
    },
    async (request) => {
      const { orderNo, to, reason } = request.body;
      await moveOrder(ctx, { orderNo, to, reason, by: await orderActor(request) });
      return consoleOrderDetail(ctx, orderNo);
    },
  );

  app.get(
    at(CONSOLE_ORDER_CALLS.slots),
    {
      preValidation,
      schema: {
        tags,
        summary: "The install slots with room of the order's area and install type",
        querystring: orderDetailQuery,
        response: { 200: orderSlotsAnswer },
      },
    },
    async (request) => ({
      Status: 'SUCCESS' as const,
      ...(await slotsForOrder(ctx, request.query.orderNo)),
    }),
  );

  app.post(
    at(CONSOLE_ORDER_CALLS.reschedule),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Reschedule the installation to a slot with room (the old slot is released)',
        description: '409 when the slot is full, not offered, the same, or the order is closed.',
        body: rescheduleOrderBody,
        response: { 200: orderDetailAnswer },
      },
    },
    async (request) => {
      const { orderNo, date, code } = request.body;
      await rescheduleOrder(ctx, { orderNo, date, code, by: await orderActor(request) });
      return consoleOrderDetail(ctx, orderNo);
    },
  );
}
