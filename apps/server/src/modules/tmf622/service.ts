/**
 * The TMF622 operations: list (TMF630 filters, first-level and dotted, and offset paging), one
 * order, and a PATCH of its state, which goes through moveOrder like the console (the same legal
 * moves, history, e-mail, webhook), with the integration as the actor. cancelProductOrder is in
 * cancel-product-order.ts.
 */
import { normalizeOrderNumber } from '@bizline/domain/orders/order-rules';
import type {
  ProductOrder,
  ProductOrderListQuery,
  ProductOrderPatch,
} from '@bizline/domain/wire/tmf622';
import type { AppContext } from '../../context';
import { moveOrder } from '../orders/move-order';
import { toOrder } from '../orders/order-record';
import type { Integration } from './api-keys';
import { selectFields, toProductOrder } from './product-order';
import * as repo from './repo';

const iso = (v: string | undefined) => (v ? new Date(v).toISOString() : undefined);

/** A party id of the order's own (`<order>-customer`, `<order>-contact`): that order's number. */
const OWN_PARTY = /^(.+)-(customer|contact)$/;

function filterOf(q: ProductOrderListQuery): repo.OrderFilter {
  const party = q['relatedParty.id'];
  const own = party ? OWN_PARTY.exec(party) : null;
  const offering = q['productOrderItem.productOffering.id'];
  return {
    states: q.state,
    externalId: q.externalId,
    gt: iso(q['orderDate.gt']),
    gte: iso(q['orderDate.gte']),
    lt: iso(q['orderDate.lt']),
    lte: iso(q['orderDate.lte']),
    channel: q['channel.name'],
    ...(own ? { orderNo: normalizeOrderNumber(own[1]!) } : {}),
    ref: [
      ...(party && !own ? [{ attribute: 'relatedParty.id', value: party }] : []),
      ...(offering ? [{ attribute: 'productOffering.id', value: offering }] : []),
    ],
  };
}

export async function listProductOrders(ctx: AppContext, q: ProductOrderListQuery) {
  const db = ctx.db.kysely;
  const { rows, total } = await repo.pageOfOrders(db, filterOf(q), q.offset, q.limit);
  const histories = await repo.historiesOf(
    db,
    rows.map((r) => r.order_no),
  );
  const orders = rows.map((r) =>
    toProductOrder(toOrder(r), histories.get(r.order_no) ?? [], ctx.config.publicUrl),
  );
  return { orders: orders.map((o) => selectFields(o, q.fields)), total };
}

export async function getProductOrder(ctx: AppContext, id: string): Promise<ProductOrder | null> {
  const db = ctx.db.kysely;
  const row = await repo.findOrder(db, normalizeOrderNumber(id));
  if (!row) return null;
  const history = (await repo.historiesOf(db, [row.order_no])).get(row.order_no) ?? [];
  return toProductOrder(toOrder(row), history, ctx.config.publicUrl);
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
      by: integrationActor(integration),
    });
  }
  return getProductOrder(ctx, current.id);
}

/** The integration as the actor of a move (history, e-mail, webhook: 'api:<key name>'). */
export const integrationActor = (integration: Integration) => ({
  kind: 'integration' as const,
  id: String(integration.id),
  label: `api:${integration.name}`,
});
