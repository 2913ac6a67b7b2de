/**
 * Migration 014 on both dialects: orders and history of the old vocabulary become TMF622 states,
 * the search columns are filled from the customer, and down goes back.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { unmigratedDb } from '../../../test/migrations';
import { DIALECTS } from '../../../test/support';
import type { Db } from '../index';

async function insertOldOrder(db: Db, orderNo: string, status: string) {
  const at = '2026-11-01T10:00:00.000Z';
  await sql`insert into orders (order_no, ref_no, cart_id, session_id, idempotency_key, flow,
    status, credit_status, service_zip, snapshot, customer, installation, created_at, updated_at,
    cancel_after) values (${orderNo}, 'R1', ${`cart-${orderNo}`}, 's', ${`key-${orderNo}`},
    'classic', ${status}, 'SUCCESS', '02110', '{}',
    ${JSON.stringify({ businessName: 'Analytical Engines LLC', email: 'Ada@Example.com' })},
    '{}', ${at}, ${at}, ${at})`.execute(db.kysely);
  await sql`insert into order_status_history (order_no, status, note, at)
    values (${orderNo}, ${status}, '', ${at})`.execute(db.kysely);
}

describe.each(DIALECTS)('migration 014-order-states [%s]', (dialect) => {
  it('converts stored statuses, fills the search columns, and goes down again', async () => {
    const { db, migrateTo } = await unmigratedDb(dialect);
    await migrateTo('012-jobs');
    await insertOldOrder(db, 'MB0000000001', 'submitted');
    await insertOldOrder(db, 'MB0000000002', 'scheduled');
    await insertOldOrder(db, 'MB0000000003', 'cancelled');
    await migrateTo('014-order-states');

    const rows = await db.kysely
      .selectFrom('orders')
      .select(['order_no', 'status', 'channel', 'search_name', 'search_email'])
      .orderBy('order_no')
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['acknowledged', 'inProgress', 'cancelled']);
    expect(rows[0]).toMatchObject({
      channel: 'web',
      search_name: 'analytical engines llc',
      search_email: 'ada@example.com',
    });
    const history = await db.kysely
      .selectFrom('order_status_history')
      .select(['status', 'kind', 'actor_kind', 'reason'])
      .orderBy('order_no')
      .execute();
    expect(history.map((h) => h.status)).toEqual(['acknowledged', 'inProgress', 'cancelled']);
    expect(history[0]).toMatchObject({ kind: 'state', actor_kind: 'system', reason: '' });

    await migrateTo('012-jobs');
    const back = await sql<{ status: string }>`select status from orders order by order_no`.execute(
      db.kysely,
    );
    expect(back.rows.map((r) => r.status)).toEqual(['submitted', 'in_progress', 'cancelled']);
  });
});
