/**
 * Issue 14: orders move through TMF622-style states (packages/domain/src/orders/order-states.ts).
 *
 * - Stored statuses of the old vocabulary become states (submitted -> acknowledged, in_progress
 *   and scheduled -> inProgress), in orders and in their history.
 * - order_status_history says what kind of row it is (a state change or a reschedule), the state
 *   before, who made it (staff id, integration or system), the reason and JSON details.
 * - orders keep their channel (web, agent, kiosk) and the lower-cased business name and e-mail
 *   the console searches; indexes let the console list page by (created_at, order_no) with any
 *   filter and stay fast at 100,000 orders.
 */
import { sql, type Kysely } from 'kysely';
import { LEGACY_ORDER_STATUS_MAP } from '@bizline/domain/orders/order-states';
import * as h from './helpers';

async function renameStatuses(db: Kysely<unknown>, map: Readonly<Record<string, string>>) {
  for (const [from, to] of Object.entries(map)) {
    if (from === to) continue;
    await sql`update orders set status = ${to} where status = ${from}`.execute(db);
    await sql`update order_status_history set status = ${to} where status = ${from}`.execute(db);
  }
}

const ORDER_INDEXES: h.IndexSpec[] = [
  ['orders_console_created', ['created_at', 'order_no']],
  ['orders_console_status', ['status', 'created_at', 'order_no']],
  ['orders_console_channel', ['channel', 'created_at', 'order_no']],
  ['orders_console_zip', ['service_zip', 'created_at']],
  ['orders_console_email', ['search_email']],
  // A name search (LIKE '%text%') scans this narrow index instead of the table.
  ['orders_console_search', ['search_name', 'created_at', 'order_no']],
];

export function up014OrderStates(_ctx: h.MigrationContext) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const orders = () => db.schema.alterTable('orders');
    await orders()
      .addColumn('channel', 'text', (c) => c.notNull().defaultTo('web'))
      .execute();
    await orders()
      .addColumn('search_name', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await orders()
      .addColumn('search_email', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    const history = () => db.schema.alterTable('order_status_history');
    await history()
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('state'))
      .execute();
    await history().addColumn('from_status', 'text').execute();
    await history()
      .addColumn('actor_kind', 'text', (c) => c.notNull().defaultTo('system'))
      .execute();
    await history().addColumn('actor_id', 'text').execute();
    await history()
      .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await history().addColumn('details', 'text').execute();

    await renameStatuses(db, LEGACY_ORDER_STATUS_MAP);

    // The search columns of orders placed before: from the customer JSON, in batches.
    const k = db as Kysely<{ orders: { order_no: string; customer: string } }>;
    let after = '';
    for (;;) {
      const rows = await k
        .selectFrom('orders')
        .select(['order_no', 'customer'])
        .where('order_no', '>', after)
        .orderBy('order_no')
        .limit(500)
        .execute();
      if (!rows.length) break;
      for (const r of rows) {
        let c: { businessName?: unknown; email?: unknown } = {};
        try {
          c = JSON.parse(r.customer) as typeof c;
        } catch {
          // A customer that is not JSON keeps empty search columns.
        }
        const name = typeof c.businessName === 'string' ? c.businessName.toLowerCase() : '';
        const email = typeof c.email === 'string' ? c.email.toLowerCase() : '';
        await sql`update orders set search_name = ${name}, search_email = ${email} where order_no = ${r.order_no}`.execute(
          db,
        );
      }
      after = rows[rows.length - 1]!.order_no;
    }

    await h.createIndexes(db, 'orders', ORDER_INDEXES);
  };
}

export function down014OrderStates() {
  return async (db: Kysely<unknown>): Promise<void> => {
    for (const [name] of ORDER_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
    // Back to the old words (held, pending and failed had none: they read as in_progress).
    await renameStatuses(db, {
      acknowledged: 'submitted',
      inProgress: 'in_progress',
      held: 'in_progress',
      pending: 'in_progress',
      failed: 'cancelled',
    });
    await sql`delete from order_status_history where kind <> 'state'`.execute(db);
    await h.dropColumns(db, 'order_status_history', [
      'details',
      'reason',
      'actor_id',
      'actor_kind',
      'from_status',
      'kind',
    ]);
    await h.dropColumns(db, 'orders', ['search_email', 'search_name', 'channel']);
  };
}
