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
import { staffCalls } from '../staff/console-calls';
import { currentStaff } from '../staff/plugin';
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
  const calls = staffCalls(app, ctx, ['console-orders'], EVERY_ROLE);

  calls.read(
    CONSOLE_ORDER_CALLS.list,
    {
      summary: 'Orders, newest first: filters, search and keyset paging (staff)',
      description:
        'Filters: status (TMF622 state), from/to (days placed, UTC), zip, channel. q: an ' +
        'order number (or its start), an e-mail (or its start) or part of a business name. ' +
        'Pass nextCursor as cursor for the next page (null on the last).',
      querystring: orderListQuery,
      response: orderListAnswer,
    },
    async (query) => listConsoleOrders(ctx, query),
  );

  calls.read(
    CONSOLE_ORDER_CALLS.detail,
    {
      summary: 'One order: priced snapshot, masked customer details, slot, history, moves',
      querystring: orderDetailQuery,
      response: orderDetailAnswer,
    },
    async (query) => consoleOrderDetail(ctx, query.orderNo),
  );

  calls.change(
    CONSOLE_ORDER_CALLS.move,
    {
      summary: "Move the order's state (history, audit, e-mail, webhook in one transaction)",
      description:
        '409 with a message naming both states for a move the transitions do not allow; 400 ' +
        'when a cancellation has no reason.',
      body: moveOrderBody,
      response: orderDetailAnswer,
    },
    async ({ orderNo, to, reason }, request) => {
      await moveOrder(ctx, { orderNo, to, reason, by: await orderActor(request) });
      return consoleOrderDetail(ctx, orderNo);
    },
  );

  calls.read(
    CONSOLE_ORDER_CALLS.slots,
    {
      summary: "The install slots with room of the order's area and install type",
      querystring: orderDetailQuery,
      response: orderSlotsAnswer,
    },
    async (query) => slotsForOrder(ctx, query.orderNo),
  );

  calls.change(
    CONSOLE_ORDER_CALLS.reschedule,
    {
      summary: 'Reschedule the installation to a slot with room (the old slot is released)',
      description: '409 when the slot is full, not offered, the same, or the order is closed.',
      body: rescheduleOrderBody,
      response: orderDetailAnswer,
    },
    async ({ orderNo, date, code }, request) => {
      await rescheduleOrder(ctx, { orderNo, date, code, by: await orderActor(request) });
      return consoleOrderDetail(ctx, orderNo);
    },
  );
}
