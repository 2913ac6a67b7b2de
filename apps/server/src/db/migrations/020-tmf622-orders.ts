/**
 * The complete TMF622 ProductOrder (docs/integration.md "TMF622"):
 *
 * - tmf_cancel_product_orders: the cancelProductOrder tasks, each with the order it asks to
 *   cancel, its state (TMF TaskStateType) and, when it could not be done, why.
 * - tmf_order_refs: what the order list filters on beyond the orders table, written with each
 *   new order: the catalogue ids its items name (`productOrderItem.productOffering.id`) and a
 *   sales agent's id (`relatedParty.id`), so those filters are index lookups at 100,000 orders.
 *   Orders placed before this migration name no catalogue ids and have no rows.
 * - orders_tmf_status_channel: the list's state and channel filters counted together.
 */
import type { Kysely } from 'kysely';
import * as h from './helpers';

const TASK_STATES = ['acknowledged', 'inProgress', 'done', 'terminatedWithError'];

export function up020Tmf622Orders(ctx: h.MigrationContext) {
  const bigint = h.bigIntType(ctx);
  return async (db: Kysely<unknown>): Promise<void> => {
    await h.createTable(
      db,
      h
        .autoIncrementId(db.schema.createTable('tmf_cancel_product_orders'), ctx)
        .addColumn('order_no', 'text', (c) => c.notNull())
        .$call(h.oneOf('state', 'tmf_cancel_product_orders_state', TASK_STATES))
        .addColumn('cancellation_reason', 'text', (c) => c.notNull())
        .addColumn('requested_cancellation_date', 'text')
        .addColumn('effective_cancellation_date', 'text')
        .addColumn('error_message', 'text')
        .addColumn('api_key_id', bigint)
        .addColumn('created_at', 'text', (c) => c.notNull()),
      [['tmf_cancel_product_orders_order', ['order_no', 'id']]],
    );
    await h.createTable(
      db,
      db.schema
        .createTable('tmf_order_refs')
        .addColumn('order_no', 'text', (c) => c.notNull())
        .addColumn('attribute', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull()),
      [
        ['tmf_order_refs_value', ['attribute', 'value', 'order_no'], 'unique'],
        ['tmf_order_refs_order', ['order_no']],
      ],
    );
    // The TMF622 list counts a state and a channel together from this index alone.
    await h.createIndexes(db, 'orders', [
      ['orders_tmf_status_channel', ['status', 'channel', 'created_at', 'order_no']],
    ]);
  };
}

export function down020Tmf622Orders() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema.dropIndex('orders_tmf_status_channel').ifExists().execute();
    await h.dropTables(db, ['tmf_order_refs', 'tmf_cancel_product_orders']);
  };
}
