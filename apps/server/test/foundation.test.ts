import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { Visitor, describeEachDialect, expectBadRequest, postJsonText } from './support';
import { hashSessionSecret } from '../src/modules/session/service';

describeEachDialect('foundation API', (server) => {
  it('answers /healthz and /readyz with the database reachable', async () => {
    const health = await fetch(`${server().origin}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server().origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: server().dialect });
  });

  it('issues a signed short-lived token and a secure session cookie stored in the database', async () => {
    const res = await fetch(server().api('/MicroBiz/GetApigeeToken'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as {
      access_token: string;
      expires_in: number;
      token_type: string;
    };
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(1800);
    expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+$/);

    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('bizline_sid='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // plain HTTP here; Secure behind TLS (see TRUST_PROXY test)
    const secret = /bizline_sid=([^;]+)/.exec(cookie!)![1]!;
    // 128 random bits, base64url
    expect(Buffer.from(secret, 'base64url')).toHaveLength(16);

    // The session row exists, keyed by the hash of the cookie, never the cookie itself.
    const rows = await server()
      .ctx.db.kysely.selectFrom('sessions')
      .select('id_hash')
      .where('id_hash', '=', hashSessionSecret(secret))
      .execute();
    expect(rows).toHaveLength(1);
    const leaked = await server()
      .ctx.db.kysely.selectFrom('sessions')
      .select('id_hash')
      .where('id_hash', '=', secret)
      .execute();
    expect(leaked).toHaveLength(0);
  });

  it('keeps one session for a visitor across token calls, and the refresh POST works', async () => {
    const visitor = new Visitor(server());
    await visitor.signIn();
    const cookieBefore = visitor.cookieHeader();
    const again = await visitor.fetch(server().api('/MicroBiz/RefreshApigeeToken'), {
      method: 'POST',
    });
    expect(again.status).toBe(200);
    expect(again.headers.getSetCookie()).toHaveLength(0);
    expect(visitor.cookieHeader()).toBe(cookieBefore);
  });

  it('stores an event from EventLog/Save (JSON, form and sendBeacon text) and answers SUCCESS', async () => {
    const visitor = new Visitor(server());
    const event = {
      sessionId: 'EP-123',
      eventType: 'PageView',
      eventName: 'LQ_Attempts',
      sectionName: 'address',
      pageName: '/',
      timestamp: '2026-11-21T10:00:00Z',
      beginTime: '1',
      endTime: '2',
      logs: { zip: '02108' },
      comments: 'first try',
      ContentSquareLink: 'https://example.com/replay/1',
      delay: 250,
    };
    const json = await visitor.json('POST', '/EventLog/Save', event);
    expect(json.status).toBe(200);
    expect(json.body).toEqual({ Status: 'SUCCESS' });

    const form = await fetch(server().api('/EventLog/Save'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        eventType: 'Click',
        eventName: 'form-event',
        sessionId: 'EP-123',
      }),
    });
    expect(form.status).toBe(200);

    const beacon = await fetch(server().api('/EventLog/Save'), {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ eventType: 'Beacon', eventName: 'unload', sessionId: 'EP-123' }),
    });
    expect(beacon.status).toBe(200);

    const rows = await server()
      .ctx.db.kysely.selectFrom('event_log')
      .selectAll()
      .where('session_id', '=', 'EP-123')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.event_name)).toEqual(['LQ_Attempts', 'form-event', 'unload']);
    expect(rows[0]).toMatchObject({
      event_type: 'PageView',
      section_name: 'address',
      page_name: '/',
      logs: '{"zip":"02108"}',
      comments: 'first try',
      content_square_link: 'https://example.com/replay/1',
      delay_ms: 250,
    });
  });

  it('refuses a bad event with a 400 naming the field', async () => {
    const visitor = new Visitor(server());
    const missing = await visitor.json('POST', '/EventLog/Save', { eventName: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      Status: 'FAILURE',
      field: 'eventType',
      message: 'eventType: is required',
    });

    const long = await visitor.json('POST', '/EventLog/Save', {
      eventType: 'a'.repeat(101),
      eventName: 'x',
    });
    expect(long.status).toBe(400);
    expect(long.body.field).toBe('eventType');

    const broken = await postJsonText(server().api('/EventLog/Save'), '{not json');
    await expectBadRequest(broken, { Status: 'FAILURE' });
  });

  it('stores client failures from ErrLogger/GetLog', async () => {
    const visitor = new Visitor(server());
    const res = await visitor.json('POST', '/ErrLogger/GetLog', {
      message: 'Timeout',
      url: '/customize-order',
    });
    expect(res.status).toBe(200);
    const row = await server()
      .ctx.db.kysely.selectFrom('error_log')
      .selectAll()
      .where('message', '=', 'Timeout')
      .executeTakeFirst();
    expect(row?.url).toBe('/customize-order');
    const bad = await visitor.json('POST', '/ErrLogger/GetLog', { url: '/x' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('message');
  });

  it('serves copy namespaces at content?aem= and refuses bad names', async () => {
    const list = await fetch(server().api('/content'));
    const { namespaces } = (await list.json()) as { namespaces: string[] };
    expect(namespaces.length).toBeGreaterThan(0);
    const first = namespaces[0]!;
    const ok = await fetch(server().api(`/content?aem=${first}`));
    expect(ok.status).toBe(200);
    expect(typeof (await ok.json())).toBe('object');
    const etag = ok.headers.get('etag')!;
    const cached = await fetch(server().api(`/content?aem=${first}`), {
      headers: { 'if-none-match': etag },
    });
    expect(cached.status).toBe(304);

    const missing = await fetch(server().api('/content?aem=no-such-namespace'));
    expect(missing.status).toBe(404);
    const bad = await fetch(server().api('/content?aem=../../etc/passwd'));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { field: string }).field).toBe('aem');
  });

  it('publishes the OpenAPI document and the public app config', async () => {
    const doc = await fetch(server().api('/docs/json'));
    expect(doc.status).toBe(200);
    const openapi = (await doc.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining([
        '/foryoursmallbiz/smb/api/MicroBiz/GetApigeeToken',
        '/foryoursmallbiz/smb/api/EventLog/Save',
        '/foryoursmallbiz/smb/api/ErrLogger/GetLog',
      ]),
    );
    const cfg = (await (await fetch(server().api('/AppConfig'))).json()) as Record<string, any>;
    expect(cfg.storefrontBase).toBe('/foryoursmallbiz/gborder');
    expect(cfg.features).toMatchObject({
      unitLookup: true,
      omniCart: true,
      tvRecording: true,
      wirelessOfferEligibility: true,
      holidayOfferDisclaimer: false,
    });
    expect(cfg.brand.fiberWord).toBe('the fiber service');
  });

  it('redirects / to the storefront and answers unknown API calls with JSON 404', async () => {
    const root = await fetch(`${server().origin}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/foryoursmallbiz/gborder/');
    const other = await fetch(`${server().origin}/some/old/page`, { redirect: 'manual' });
    expect(other.status).toBe(302);
    const api = await fetch(server().api('/NoSuchCall'));
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ Status: 'FAILURE' });
  });

  it('runs the migrations once (a second run is a no-op)', async () => {
    const { migrateToLatest } = await import('../src/db/index');
    const result = await migrateToLatest(server().ctx.db);
    expect(result.results).toEqual([]);
    const count = await sql<{ n: number }>`select count(*) as n from app_settings`.execute(
      server().ctx.db.kysely,
    );
    expect(Number(count.rows[0]!.n)).toBeGreaterThanOrEqual(1); // the generated token key
  });
});

describe('session cookie behind TLS', () => {
  it('is marked Secure when a trusted proxy says the visitor used https', async () => {
    const { startTestServer } = await import('./support');
    const s = await startTestServer('sqlite', { TRUST_PROXY: 'true' });
    try {
      const res = await fetch(s.api('/MicroBiz/GetApigeeToken'), {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers.getSetCookie().join(';')).toMatch(/Secure/);
    } finally {
      await s.close();
    }
  });
});
