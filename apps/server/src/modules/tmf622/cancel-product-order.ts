/**
 * TMF622's cancelProductOrder task resource (docs/integration.md "cancelProductOrder"): a POST
 * asks to cancel an order with a reason; bizline cancels it at once through moveOrder, exactly as
 * the console's cancel (the slot released, the customer's e-mail, the order.state_changed
 * webhook), with the integration as the actor, and answers 201 with the task: `done` with its
 * effectiveCancellationDate, or `terminatedWithError` with the reason it could not be done (an
 * order already completed or cancelled). Each task is kept (tmf_cancel_product_orders) and listed.
 */
import type { Kysely, Selectable } from 'kysely';
import { normalizeOrderNumber } from '@bizline/domain/orders/order-rules';
import {
  TMF622_BASE,
  type CancelProductOrder,
  type CancelProductOrderCreate,
  type CancelProductOrderListQuery,
} from '@bizline/domain/wire/tmf622';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import type { TmfCancelProductOrdersTable } from '../../db/schema/tmf622';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../http-errors';
import { moveOrder } from '../orders/move-order';
import { queueTmfEvent } from '../tmf-hub/events';
import type { Integration } from './api-keys';
import { productOrderHref, selectFields } from './product-order';
import * as repo from './repo';
import { integrationActor } from './service';

type TaskRow = Selectable<TmfCancelProductOrdersTable>;

function taskOf(row: TaskRow, publicUrl: string): CancelProductOrder {
  const id = String(row.id);
  return {
    id,
    href: `${publicUrl}${TMF622_BASE}/cancelProductOrder/${id}`,
    state: row.state as CancelProductOrder['state'],
    productOrder: {
      id: row.order_no,
      href: productOrderHref(publicUrl, row.order_no),
      '@referredType': 'ProductOrder',
    },
    cancellationReason: row.cancellation_reason,
    ...(row.requested_cancellation_date
      ? { requestedCancellationDate: row.requested_cancellation_date }
      : {}),
    ...(row.effective_cancellation_date
      ? { effectiveCancellationDate: row.effective_cancellation_date }
      : {}),
    ...(row.error_message ? { errorMessage: row.error_message } : {}),
    creationDate: row.created_at,
    '@type': 'CancelProductOrder',
  };
}

/**
 * Tell the hub's listeners of the task as `trx` has it, in the transaction that wrote it
 * (docs/integration.md "TMF hub"): CancelProductOrderCreateEvent, then its state change.
 */
async function notifyListeners(
  trx: Kysely<Database>,
  publicUrl: string,
  type: 'CancelProductOrderCreateEvent' | 'CancelProductOrderStateChangeEvent',
  id: number,
): Promise<void> {
  const row = await repo.findCancelTask(trx, id);
  if (!row) return;
  const key = `${type}:${id}:${row.state}`;
  const e = { type, resource: 'cancelProductOrder' as const, correlationId: row.order_no, key };
  await queueTmfEvent(trx, e, async () => taskOf(row, publicUrl));
}

/**
 * Create the task and cancel the order; null when there is no such order (404). The task ends
 * `terminatedWithError` when moveOrder refuses (409 illegal move, 400), with its message.
 */
export async function createCancelProductOrder(
  ctx: AppContext,
  integration: Integration,
  body: CancelProductOrderCreate,
  now = new Date(),
): Promise<CancelProductOrder | null> {
  const db = ctx.db.kysely;
  const order = await repo.findOrder(db, normalizeOrderNumber(body.productOrder.id));
  if (!order) return null;
  const { publicUrl } = ctx.config;
  const end = (id: number, ended: Parameters<typeof repo.endCancelTask>[2]) =>
    inTransaction(ctx.db, async (trx) => {
      await repo.endCancelTask(trx, id, ended);
      await notifyListeners(trx, publicUrl, 'CancelProductOrderStateChangeEvent', id);
    });
  const id = await inTransaction(ctx.db, async (trx) => {
    const taskId = await repo.insertCancelTask(trx, {
      order_no: order.order_no,
      state: 'acknowledged',
      cancellation_reason: body.cancellationReason,
      requested_cancellation_date: body.requestedCancellationDate
        ? new Date(body.requestedCancellationDate).toISOString()
        : null,
      effective_cancellation_date: null,
      error_message: null,
      api_key_id: integration.id,
      created_at: now.toISOString(),
    });
    await notifyListeners(trx, publicUrl, 'CancelProductOrderCreateEvent', taskId);
    return taskId;
  });
  try {
    const moved = await moveOrder(ctx, {
      orderNo: order.order_no,
      to: 'cancelled',
      reason: body.cancellationReason,
      by: integrationActor(integration),
      note: 'Cancelled by cancelProductOrder',
    });
    await end(id, {
      state: 'done',
      effective_cancellation_date: moved?.at ?? new Date().toISOString(),
    });
  } catch (e) {
    const message = e instanceof HttpError ? e.message : 'The order could not be cancelled.';
    await end(id, { state: 'terminatedWithError', error_message: message });
    if (!(e instanceof HttpError)) throw e;
  }
  return getCancelProductOrder(ctx, String(id));
}

export async function getCancelProductOrder(
  ctx: AppContext,
  id: string,
): Promise<CancelProductOrder | null> {
  if (!/^\d{1,15}$/.test(id)) return null;
  const row = await repo.findCancelTask(ctx.db.kysely, Number(id));
  return row ? taskOf(row, ctx.config.publicUrl) : null;
}

export async function listCancelProductOrders(ctx: AppContext, q: CancelProductOrderListQuery) {
  const { rows, total } = await repo.pageOfCancelTasks(
    ctx.db.kysely,
    {
      state: q.state,
      orderNo: q['productOrder.id'] ? normalizeOrderNumber(q['productOrder.id']) : undefined,
    },
    q.offset,
    q.limit,
  );
  return {
    tasks: rows.map((r) => selectFields(taskOf(r, ctx.config.publicUrl), q.fields)),
    total,
  };
}
