/**
 * API key scopes over real HTTP on both databases: each scope admits exactly its calls (a table
 * over every TMF route: 403 in TMF630's shape without its scope, past the guard with it), an
 * expired key is refused like a revoked one (401), and the console lists each key's scopes and
 * expiry. Keys made before scopes existed hold every scope (migration 019's default).
 */
import { API_KEY_SCOPES } from '@bizline/domain/integrations/api-key-scopes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer, type Visitor } from '../../../test/support';
import { TMF, makeKey, tmfCall } from '../../../test/tmf-client';
import { staffVisitor } from '../../../test/webhook-receiver';

const SCOPES = API_KEY_SCOPES;

/** Every TMF call that needs a key, with the one scope it needs. */
const ROUTES: { scope: (typeof SCOPES)[number]; method: string; path: string; body?: unknown }[] = [
  { scope: 'orders:read', method: 'GET', path: `${TMF.ordering}/productOrder` },
  { scope: 'orders:read', method: 'GET', path: `${TMF.ordering}/productOrder/NOPE1` },
  {
    scope: 'orders:write',
    method: 'PATCH',
    path: `${TMF.ordering}/productOrder/NOPE1`,
    body: { state: 'inProgress' },
  },
  { scope: 'orders:read', method: 'GET', path: `${TMF.ordering}/cancelProductOrder` },
  { scope: 'orders:read', method: 'GET', path: `${TMF.ordering}/cancelProductOrder/999999` },
  {
    scope: 'orders:write',
    method: 'POST',
    path: `${TMF.ordering}/cancelProductOrder`,
    body: { productOrder: { id: 'NOPE1' }, cancellationReason: 'Customer moved' },
  },
  ...['productOffering', 'productSpecification', 'productOfferingPrice', 'category'].flatMap(
    (kind) => [
      { scope: 'catalogue:read' as const, method: 'GET', path: `${TMF.catalog}/${kind}` },
      { scope: 'catalogue:read' as const, method: 'GET', path: `${TMF.catalog}/${kind}/NOPE` },
    ],
  ),
  { scope: 'appointments:read', method: 'GET', path: `${TMF.appointment}/appointment/NOPE1` },
  {
    scope: 'appointments:read',
    method: 'POST',
    path: `${TMF.appointment}/searchTimeSlot`,
    body: { relatedEntity: [{ id: 'NOPE1' }] },
  },
  {
    scope: 'appointments:write',
    method: 'PATCH',
    path: `${TMF.appointment}/appointment/NOPE1`,
    body: { validFor: { startDateTime: '2030-01-07T08:00:00' } },
  },
  // A callback on a documentation-only address (RFC 5737): with the scope, the outbound rules
  // refuse it (400).
  {
    scope: 'hub',
    method: 'POST',
    path: `${TMF.ordering}/hub`,
    body: { callback: 'http://192.0.2.1/listener' },
  },
  { scope: 'hub', method: 'DELETE', path: `${TMF.ordering}/hub/999999` },
];

for (const dialect of DIALECTS) {
  describe(`API key scopes [${dialect}]`, () => {
    let server: TestServer;
    let admin: Visitor;
    /** A key with every scope but the one named. */
    const without = new Map<string, string>();
    /** A key with only the scope named. */
    const only = new Map<string, string>();

    beforeAll(async () => {
      server = await startTestServer(dialect);
      admin = await staffVisitor(server, 'admin@example.com', 'admin');
      for (const scope of SCOPES) {
        without.set(
          scope,
          await makeKey(
            admin,
            `without ${scope}`,
            SCOPES.filter((s) => s !== scope),
          ),
        );
        only.set(scope, await makeKey(admin, `only ${scope}`, [scope]));
      }
    });
    afterAll(() => server?.close());

    for (const route of ROUTES) {
      it(`${route.method} ${route.path} needs ${route.scope}`, async () => {
        const refused = await tmfCall(
          server,
          without.get(route.scope)!,
          route.method,
          route.path,
          route.body,
        );
        expect(refused.status).toBe(403);
        expect(await refused.json()).toEqual({
          code: '403',
          reason: 'Forbidden',
          message: `This API key does not have the scope ${route.scope}.`,
          status: '403',
          '@type': 'Error',
        });
        const admitted = await tmfCall(
          server,
          only.get(route.scope)!,
          route.method,
          route.path,
          route.body,
        );
        expect([401, 403]).not.toContain(admitted.status);
        const none = await tmfCall(server, null, route.method, route.path, route.body);
        expect(none.status).toBe(401);
      });
    }

    it('the console lists each key with its scopes and expiry; a past expiry is refused', async () => {
      const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
      await makeKey(admin, 'Expiring', ['catalogue:read'], expiresAt);
      const list = await admin.json('GET', '/Console/ApiKeys');
      expect(list.body.keys[0]).toMatchObject({
        name: 'Expiring',
        scopes: ['catalogue:read'],
        expiresAt,
        lastUsedAt: null,
      });
      const onlyHub = list.body.keys.find((k: { name: string }) => k.name === 'only hub');
      expect(onlyHub).toMatchObject({ scopes: ['hub'], expiresAt: null });
      const all = await admin.json('POST', '/Console/ApiKeys/Create', { name: 'Everything' });
      expect(all.body.key.scopes).toEqual([...SCOPES]);
      const past = await admin.json('POST', '/Console/ApiKeys/Create', {
        name: 'Late',
        scopes: ['hub'],
        expiresAt: '2020-01-01T00:00:00Z',
      });
      expect(past.status).toBe(400);
      expect(past.body.message).toBe('Choose an expiry in the future.');
      const none = await admin.json('POST', '/Console/ApiKeys/Create', { name: 'No', scopes: [] });
      expect(none.status).toBe(400);
      const unknown = await admin.json('POST', '/Console/ApiKeys/Create', {
        name: 'No',
        scopes: ['orders:delete'],
      });
      expect(unknown.status).toBe(400);
    });

    it('an expired key is refused (401) like a revoked one; last use is recorded', async () => {
      const key = await makeKey(
        admin,
        'Soon',
        ['orders:read'],
        new Date(Date.now() + 60_000).toISOString(),
      );
      const path = `${TMF.ordering}/productOrder`;
      expect((await tmfCall(server, key, 'GET', path)).status).toBe(200);
      const listed = await admin.json('GET', '/Console/ApiKeys');
      const soon = listed.body.keys.find((k: { name: string }) => k.name === 'Soon');
      expect(soon.lastUsedAt).toMatch(/^\d{4}-/);
      // The expiry passes.
      await server.ctx.db.kysely
        .updateTable('integration_api_keys')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', soon.id)
        .execute();
      const expired = await tmfCall(server, key, 'GET', path);
      expect(expired.status).toBe(401);
      expect(await expired.json()).toMatchObject({
        code: '401',
        message: 'The API key is not valid (unknown, revoked or expired).',
        '@type': 'Error',
      });
    });

    it('a key stored before scopes existed holds every scope', async () => {
      // A row written without scopes, as the keys made before migration 019 were.
      const row = await server.ctx.db.kysely
        .insertInto('integration_api_keys')
        .values({
          name: 'Made before',
          prefix: 'bzk_old',
          key_hash: 'x'.repeat(64),
          created_by: 'admin@example.com',
          created_at: new Date().toISOString(),
          last_used_at: null,
          revoked_at: null,
        })
        .returning('scopes')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.scopes)).toEqual([...SCOPES]);
    });
  });
}
