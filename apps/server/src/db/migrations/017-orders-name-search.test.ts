/**
 * Migration 017 on PostgreSQL: the business-name search of the console's order list is answered
 * from the trigram index (not a scan of orders); down drops the index, up works again.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { unmigratedDb } from '../../../test/migrations';

describe('migration 017-orders-name-search [postgres]', () => {
  it('indexes search_name by trigrams so LIKE %text% uses it', async () => {
    const { db, migrator, migrateTo } = await unmigratedDb('postgres');
    await migrateTo('017-orders-name-search');
    const indexes = async () =>
      (
        await sql<{
          indexname: string;
        }>`select indexname from pg_indexes where tablename = 'orders'`.execute(db.kysely)
      ).rows.map((r) => r.indexname);
    expect(await indexes()).toContain('orders_console_name_trgm');

    // 20,000 orders with their search names, then the planner's choice for a name search.
    await sql`insert into orders (order_no, ref_no, cart_id, session_id, idempotency_key, flow,
        status, credit_status, service_zip, snapshot, customer, installation, created_at,
        updated_at, cancel_after, search_name, search_email)
      select 'MB' || lpad(g::text, 10, '0'), 'R' || g, 'cart-' || g, 'session', 'key-' || g,
        'classic', 'acknowledged', 'APPROVED', '02110', '{}', '{}', '{}', '2026-11-24',
        '2026-11-24', '2026-12-04', 'business ' || md5(g::text), 'x' || g || '@example.com'
      from generate_series(1, 20000) g`.execute(db.kysely);
    await sql`analyze orders`.execute(db.kysely);
    const rows = await sql<{
      'QUERY PLAN': string;
    }>`explain select order_no from orders where search_name like '%harbor bakery%'`.execute(
      db.kysely,
    );
    const plan = rows.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).toContain('orders_console_name_trgm');

    await migrateTo('016-imports');
    expect(await indexes()).not.toContain('orders_console_name_trgm');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await indexes()).toContain('orders_console_name_trgm');
  });
});
