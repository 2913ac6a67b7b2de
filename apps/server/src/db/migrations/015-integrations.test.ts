/**
 * Migration 015 on both dialects: the webhook and API key tables come up, a delivery's job key
 * is unique, an endpoint's deliveries and their attempts go with it, a key hash is unique; down
 * drops them all and up works again.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { unmigratedDb } from '../../../test/migrations';
import { DIALECTS } from '../../../test/support';

const AT = '2026-11-24T00:00:00.000Z';

describe.each(DIALECTS)('migration 015-integrations [%s]', (dialect) => {
  it('creates the tables with their keys and cascades, and goes down', async () => {
    const { db, migrateTo } = await unmigratedDb(dialect);
    await migrateTo('015-integrations');
    const k = db.kysely;
    if (dialect === 'sqlite') await sql`pragma foreign_keys = on`.execute(k);

    const endpoint = await k
      .insertInto('webhook_endpoints')
      .values({
        url: 'https://x.example',
        events: '["order.created"]',
        secret: 'whsec_x',
        created_by: 'a@example.com',
        created_at: AT,
        updated_at: AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const delivery = {
      endpoint_id: Number(endpoint.id),
      event_id: 'evt_1',
      event_type: 'order.created',
      body: '{}',
      job_key: 'webhook:order.created:1:1',
      replay_of: null,
      status: 'pending' as const,
      last_status_code: null,
      last_error: null,
      created_at: AT,
      delivered_at: null,
    };
    const d = await k
      .insertInto('webhook_deliveries')
      .values(delivery)
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(k.insertInto('webhook_deliveries').values(delivery).execute()).rejects.toThrow();
    await expect(
      k
        .insertInto('webhook_deliveries')
        .values({ ...delivery, job_key: 'other', status: 'sent' as 'pending' })
        .execute(),
    ).rejects.toThrow();
    await k
      .insertInto('webhook_attempts')
      .values({
        delivery_id: Number(d.id),
        attempt: 1,
        started_at: AT,
        duration_ms: 5,
        status_code: 500,
        ok: 0,
        error: 'HTTP 500',
      })
      .execute();
    await k.deleteFrom('webhook_endpoints').execute();
    expect(await k.selectFrom('webhook_deliveries').selectAll().execute()).toEqual([]);
    expect(await k.selectFrom('webhook_attempts').selectAll().execute()).toEqual([]);

    const key = {
      name: 'ERP',
      prefix: 'bzk_abc',
      key_hash: 'h1',
      created_by: 'a@example.com',
      created_at: AT,
      last_used_at: null,
      revoked_at: null,
    };
    await k.insertInto('integration_api_keys').values(key).execute();
    await expect(k.insertInto('integration_api_keys').values(key).execute()).rejects.toThrow();

    await migrateTo('014-order-states');
    const tables = (await db.kysely.introspection.getTables()).map((t) => t.name);
    for (const t of ['webhook_endpoints', 'webhook_deliveries', 'webhook_attempts']) {
      expect(tables).not.toContain(t);
    }
    expect(tables).not.toContain('integration_api_keys');
    await migrateTo('015-integrations');
  });
});
