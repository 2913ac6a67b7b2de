/**
 * Migration 019 on both dialects: a key stored before it holds every scope and no expiry; an
 * endpoint stored before it is a webhook; down drops the columns and up works again.
 */
import { API_KEY_SCOPES } from '@bizline/domain/integrations/api-key-scopes';
import { describe, expect, it } from 'vitest';
import { unmigratedDb } from '../../../test/migrations';
import { DIALECTS } from '../../../test/support';

const AT = '2026-11-24T00:00:00.000Z';

describe.each(DIALECTS)('migration 019-api-key-scopes [%s]', (dialect) => {
  it('gives older keys every scope and older endpoints the webhook kind, and goes down', async () => {
    const { db, migrateTo } = await unmigratedDb(dialect);
    await migrateTo('017-orders-name-search');
    const k = db.kysely;
    await k
      .insertInto('integration_api_keys')
      .values({
        name: 'Older',
        prefix: 'bzk_old',
        key_hash: 'h1',
        created_by: 'a@example.com',
        created_at: AT,
        last_used_at: null,
        revoked_at: null,
      } as never)
      .execute();
    await k
      .insertInto('webhook_endpoints')
      .values({
        url: 'https://x.example',
        events: '["order.created"]',
        secret: 'whsec_x',
        created_by: 'a@example.com',
        created_at: AT,
        updated_at: AT,
      } as never)
      .execute();
    await migrateTo('019-api-key-scopes');
    const key = await k
      .selectFrom('integration_api_keys')
      .select(['scopes', 'expires_at'])
      .executeTakeFirstOrThrow();
    expect(JSON.parse(key.scopes)).toEqual([...API_KEY_SCOPES]);
    expect(key.expires_at).toBeNull();
    const endpoint = await k
      .selectFrom('webhook_endpoints')
      .select(['kind', 'hub_query', 'api_key_id'])
      .executeTakeFirstOrThrow();
    expect(endpoint).toEqual({ kind: 'webhook', hub_query: null, api_key_id: null });

    await migrateTo('017-orders-name-search');
    const older = await k.selectFrom('integration_api_keys').selectAll().executeTakeFirstOrThrow();
    expect(Object.keys(older)).not.toContain('scopes');
    await migrateTo('019-api-key-scopes');
    await db.close();
  });
});
