/**
 * SQL of the TMF622 API: the API keys, the orders it lists with offset paging and filters, and
 * the cancelProductOrder tasks.
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { IntegrationApiKeysTable } from '../../db/schema/integrations';
import type { OrdersTable } from '../../db/schema';
import type { TmfCancelProductOrdersTable } from '../../db/schema/tmf622';
import { insertReturningId, rowById, rowWhere } from '../../db/rows';

type Executor = Kysely<Database>;
export type ApiKeyRow = Selectable<IntegrationApiKeysTable>;
export type OrderRow = Selectable<OrdersTable>;

export function listKeys(db: Executor) {
  return db.selectFrom('integration_api_keys').selectAll().orderBy('id', 'desc').execute();
}

export function findKey(db: Executor, id: number) {
  return rowById(db, 'integration_api_keys', id);
}

export function findKeyByHash(db: Executor, hash: string) {
  return rowWhere(db, 'integration_api_keys', 'key_hash', hash);
}

export async function insertKey(
  db: Executor,
  row: Insertable<IntegrationApiKeysTable>,
): Promise<number> {
  return insertReturningId(db, 'integration_api_keys', row);
}

export async function revokeKey(db: Executor, id: number, at: string): Promise<void> {
  await db
    .updateTable('integration_api_keys')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Disable the hub listeners a key registered (when the key is revoked). */
export async function disableListenersOf(db: Executor, keyId: number, at: string): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({ active: 0, updated_at: at })
    .where('api_key_id', '=', keyId)
    .where('active', '=', 1)
    .execute();
}

export async function touchKey(db: Executor, id: number, at: string): Promise<void> {
  await db
    .updateTable('integration_api_keys')
    .set({ last_used_at: at })
    .where('id', '=', id)
    .execute();
}

export interface OrderFilter {
  /** Any of these states. */
  states?: readonly string[];
  /** ISO instants on created_at (orderDate). */
  gt?: string;
  gte?: string;
  lt?: string;
  lte?: string;
  /** The order's reference number (TMF622 externalId). */
  externalId?: string;
  /** Where it was placed (channel.name). */
  channel?: string;
  /** Orders with this order number (a party id of the order's own: relatedParty.id). */
  orderNo?: string;
  /** Orders with a tmf_order_refs row of this attribute and value (migration 020). */
  ref?: { attribute: string; value: string }[];
}

function filtered(db: Executor, f: OrderFilter, mode: 'page' | 'count') {
  let q = db.selectFrom('orders');
  if (f.states?.length) q = q.where('status', 'in', f.states);
  if (f.gt) q = q.where('created_at', '>', f.gt);
  if (f.gte) q = q.where('created_at', '>=', f.gte);
  if (f.lt) q = q.where('created_at', '<', f.lt);
  if (f.lte) q = q.where('created_at', '<=', f.lte);
  if (f.externalId) q = q.where('ref_no', '=', f.externalId);
  if (f.channel) q = q.where('channel', '=', f.channel);
  if (f.orderNo) q = q.where('order_no', '=', f.orderNo);
  for (const r of f.ref ?? []) {
    // The count reads the refs' index first (IN); the page walks the newest orders and stops at
    // a page (EXISTS): each plan the faster one at 100,000 orders (docs/operations.md).
    q =
      mode === 'count'
        ? q.where('order_no', 'in', (sub) =>
            sub
              .selectFrom('tmf_order_refs')
              .select('order_no')
              .where('attribute', '=', r.attribute)
              .where('value', '=', r.value),
          )
        : q.where(({ exists, selectFrom }) =>
            exists(
              selectFrom('tmf_order_refs as r')
                .select('r.order_no')
                .where('r.attribute', '=', r.attribute)
                .where('r.value', '=', r.value)
                .whereRef('r.order_no', '=', 'orders.order_no'),
            ),
          );
  }
  return q;
}

/** How many orders match: one catalogue id alone is counted from its refs' index only. */
async function countOf(db: Executor, f: OrderFilter): Promise<{ n: number | string }> {
  const { ref, ...others } = f;
  const only = ref?.length === 1 && Object.values(others).every((v) => v === undefined);
  if (only) {
    return db
      .selectFrom('tmf_order_refs')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('attribute', '=', ref[0]!.attribute)
      .where('value', '=', ref[0]!.value)
      .executeTakeFirstOrThrow();
  }
  return filtered(db, f, 'count')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
}

/** A page of orders, newest first, and how many match in all. */
export async function pageOfOrders(db: Executor, f: OrderFilter, offset: number, limit: number) {
  // The page's order numbers first, from the indexes alone, then those rows: sorting whole rows
  // (each with its snapshot) to keep 25 of them costs seconds at 100,000 orders.
  const [keys, total] = await Promise.all([
    filtered(db, f, 'page')
      .select('order_no')
      .orderBy('created_at', 'desc')
      .orderBy('order_no', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    countOf(db, f),
  ]);
  const numbers = keys.map((k) => k.order_no);
  const found = numbers.length
    ? await db.selectFrom('orders').selectAll().where('order_no', 'in', numbers).execute()
    : [];
  const byNumber = new Map(found.map((r) => [r.order_no, r]));
  const rows = numbers.flatMap((n) => byNumber.get(n) ?? []);
  return { rows, total: Number(total.n) };
}

export function findOrder(db: Executor, orderNo: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
}

/** The history rows of orders, oldest first (completion, cancellation, notes), by order. */
export async function historiesOf(db: Executor, orderNos: string[]) {
  const rows = orderNos.length
    ? await db
        .selectFrom('order_status_history')
        .select(['order_no', 'id', 'status', 'note', 'at', 'kind', 'actor_kind', 'reason'])
        .where('order_no', 'in', orderNos)
        .orderBy('at')
        .orderBy('id')
        .execute()
    : [];
  const byOrder = new Map<string, typeof rows>(orderNos.map((n) => [n, []]));
  for (const r of rows) byOrder.get(r.order_no)?.push(r);
  return byOrder;
}

/** A new cancelProductOrder task; its id. */
export function insertCancelTask(
  db: Executor,
  row: Insertable<TmfCancelProductOrdersTable>,
): Promise<number> {
  return insertReturningId(db, 'tmf_cancel_product_orders', row);
}

/** How a cancelProductOrder task ended. */
export async function endCancelTask(
  db: Executor,
  id: number,
  end: {
    state: 'done' | 'terminatedWithError';
    effective_cancellation_date?: string;
    error_message?: string;
  },
): Promise<void> {
  await db.updateTable('tmf_cancel_product_orders').set(end).where('id', '=', id).execute();
}

export function findCancelTask(db: Executor, id: number) {
  return rowById(db, 'tmf_cancel_product_orders', id);
}

/** A page of cancelProductOrder tasks, newest first, and how many match in all. */
export async function pageOfCancelTasks(
  db: Executor,
  f: { state?: string; orderNo?: string },
  offset: number,
  limit: number,
) {
  let q = db.selectFrom('tmf_cancel_product_orders');
  if (f.state) q = q.where('state', '=', f.state);
  if (f.orderNo) q = q.where('order_no', '=', f.orderNo);
  const [rows, total] = await Promise.all([
    q.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
