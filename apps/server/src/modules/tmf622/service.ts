/**
 * The TMF622 operations: list (TMF630 filters and offset paging), one order, and a PATCH of its
 * state, which goes through moveOrder like the console (the same legal moves, history, e-mail,
 * webhook), with the integration as the actor.
 */
import { normalizeOrderNumber } from '@bizline/domain/orders/order-rules';
import type {
  ProductOrder,
  ProductOrderListQuery,
  ProductOrderPatch,
} from '@bizline/domain/wire/tmf622';
import type { AppContext } from '../../context';
import { moveOrder } from '../orders/move-order';
import type { Integration } from './api-keys';
import { selectFields, toProductOrder } from './product-order';
import * as repo from './repo';

const iso = (v: string | undefined) => (v ? new Date(v).toISOString() : undefined);

export async function listProductOrders(ctx: AppContext, q: ProductOrderListQuery) {
  const db = ctx.db.kysely;
  const { rows, total } = await repo.pageOfOrders(
    db,
    {
      states: q.state,
      externalId: q.externalId,
      gt: iso(q['orderDate.gt']),
      gte: iso(q['orderDate.gte']),
      lt: iso(q['orderDate.lt']),
      lte: iso(q['orderDate.lte']),
    },
    q.offset,
    q.limit,
  );
  const histories = await repo.historiesOf(
    db,
    rows.map((r) => r.order_no),
  );
  const orders = rows.map((r) => toProductOrder(r, histories.get(r.order_no) ?? []));
  return { orders: orders.map((o) => selectFields(o, q.fields)), total };
}

export async function getProductOrder(ctx: AppContext, id: string): Promise<ProductOrder | null> {
  const db = ctx.db.kysely;
  const row = await repo.findOrder(db, normalizeOrderNumber(id));
  if (!row) return null;
  return toProductOrder(row, (await repo.historiesOf(db, [row.order_no])).get(row.order_no) ?? []);
}

/** Move the order's state (HttpError 400/404/409 from moveOrder); the order after the move. */
export async function patchProductOrder(
  ctx: AppContext,
  integration: Integration,
  id: string,
  patch: ProductOrderPatch,
): Promise<ProductOrder | null> {
  const current = await getProductOrder(ctx, id);
  if (!current) return null;
  if (current.state !== patch.state) {
    await moveOrder(ctx, {
      orderNo: current.id,
      to: patch.state,
      reason: patch.cancellationReason ?? null,
      by: { kind: 'integration', id: String(integration.id), label: `api:${integration.name}` },
    });
  }
  return getProductOrder(ctx, current.id);
}
