/**
 * Order SQL (tables orders and order_status_history). Every function takes a Kysely executor so
 * the service runs several in one transaction. Portable across SQLite and PostgreSQL.
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, OrdersTable } from '../../db/schema';
import type { SqlDialect } from '../../db/index';
import { insertReturningId, moveStatus } from '../../db/rows';

type Executor = Kysely<Database>;
export type OrderRow = Selectable<OrdersTable>;

/**
 * Insert the order unless one with the same idempotency key, cart or number exists (the insert
 * then waits for a concurrent one to commit and does nothing). True when inserted.
 */
export async function insertOrder(db: Executor, row: Insertable<OrdersTable>): Promise<boolean> {
  const r = await db
    .insertInto('orders')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export function findByKey(db: Executor, key: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

export function findByCart(db: Executor, cartId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('cart_id', '=', cartId).executeTakeFirst();
}

export function findByNumber(db: Executor, orderNo: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
}

/**
 * The order row, locked to the end of the transaction on PostgreSQL (SQLite's write transactions
 * already run one at a time). Every change of an order (a move, a reschedule) takes it first, so
 * two changes of one order wait for each other instead of locking the order, its holds and its
 * slots in different orders and deadlocking.
 */
export function lockByNumber(
  db: Executor,
  dialect: SqlDialect,
  orderNo: string,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .$if(dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();
}

export async function setInstallation(db: Executor, orderNo: string, json: string) {
  await db
    .updateTable('orders')
    .set({ installation: json })
    .where('order_no', '=', orderNo)
    .execute();
}

/**
 * Replace the installation only while it and the state are still as read (a concurrent
 * reschedule or move wins); true when changed.
 */
export async function replaceInstallation(
  db: Executor,
  orderNo: string,
  expected: { installation: string; status: string },
  json: string,
): Promise<boolean> {
  const r = await db
    .updateTable('orders')
    .set({ installation: json })
    .where('order_no', '=', orderNo)
    .where('installation', '=', expected.installation)
    .where('status', '=', expected.status)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Change the status only from `from` (a concurrent change wins); true when changed. */
export async function changeStatus(
  db: Executor,
  orderNo: string,
  from: string,
  to: string,
  at: string,
): Promise<boolean> {
  return moveStatus(db, 'orders', { column: 'order_no', key: orderNo }, { from, to, at });
}

export interface HistoryRow {
  order_no: string;
  status: string;
  note: string;
  at: string;
  kind?: 'state' | 'rescheduled';
  from_status?: string | null;
  actor_kind?: 'staff' | 'integration' | 'system' | 'customer';
  actor_id?: string | null;
  reason?: string;
  details?: string | null;
}

/** What the TMF622 list filters on beside the order's columns (migration 020), for one order. */
export async function insertOrderRefs(
  db: Executor,
  orderNo: string,
  refs: readonly { attribute: string; value: string }[],
): Promise<void> {
  if (!refs.length) return;
  await db
    .insertInto('tmf_order_refs')
    .values(refs.map((r) => ({ order_no: orderNo, attribute: r.attribute, value: r.value })))
    .execute();
}

/** Add a history row; its id. */
export async function addHistory(db: Executor, row: HistoryRow): Promise<number> {
  return insertReturningId(db, 'order_status_history', row);
}

export function historyOf(db: Executor, orderNo: string) {
  return db
    .selectFrom('order_status_history')
    .select([
      'id',
      'status',
      'note',
      'at',
      'kind',
      'from_status',
      'actor_kind',
      'actor_id',
      'reason',
      'details',
    ])
    .where('order_no', '=', orderNo)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

/** Orders still in `status` whose cancel_after has passed at `now`. */
export function dueForCancellation(db: Executor, status: string, now: string, limit = 500) {
  return db
    .selectFrom('orders')
    .select(['order_no', 'cart_id'])
    .where('status', '=', status)
    .where('cancel_after', '<=', now)
    .orderBy('cancel_after')
    .limit(limit)
    .execute();
}
