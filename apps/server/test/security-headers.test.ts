/**
 * Issue 11, over real HTTP on both databases: security headers (CSP with the inline config
 * script's hash, HSTS only over https, no-store on API answers), the JSON nesting limit, the
 * cross-site guard of state-changing calls, and the API_DOCS setting.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../src/modules/staff/service';
import {
  DIALECTS,
  Visitor,
  describeEachDialect,
  expectBadRequest,
  postJsonText,
  startTestServer,
  type TestServer,
} from './support';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bizline-csp-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><!--bizline-config--><title>t</title></head><body></body></html>',
);
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const PASSWORD = 'correct horse battery';

function csp(res: Response): Map<string, string> {
  const header = res.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!, values.join(' ')] as const;
      }),
  );
}

const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

describeEachDialect(
  'security headers, JSON nesting and the cross-site guard (issue 11)',
  (server) => {
    beforeAll(async () => {
      await createStaff(server().ctx.db, {
        email: 'grace@example.com',
        firstName: 'Grace',
        lastName: 'Hopper',
        role: 'staff',
        password: PASSWORD,
      });
    });

    it('serves the storefront with a strict CSP that allows its one inline script by hash', async () => {
      const res = await fetch(`${server().origin}${server().config.storefrontBase}/`);
      expect(res.status).toBe(200);
      const html = await res.text();
      const inline = /<script>(.*?)<\/script>/s.exec(html)![1]!;
      const hash = createHash('sha256').update(inline).digest('base64');
      const policy = csp(res);
      expect(policy.get('default-src')).toBe("'self'");
      expect(policy.get('script-src')).toBe(`'self' 'sha256-${hash}'`);
      expect(policy.get('object-src')).toBe("'none'");
      expect(policy.get('frame-ancestors')).toBe("'none'");
      expect(policy.get('base-uri')).toBe("'self'");
      expect(policy.get('img-src')).toBe("'self' data:");
      expect(policy.get('style-src')).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
      expect(policy.get('script-src')).not.toMatch(/unsafe/);
      expect(policy.get('style-src')).not.toMatch(/unsafe/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      // Plain http: no HSTS.
      expect(res.headers.get('strict-transport-security')).toBeNull();
    });

    it('marks every API answer no-store unless the call sets its own caching', async () => {
      const v = new Visitor(server());
      await v.signIn();
      for (const call of ['/Cart/GetFloatingCart', '/AppConfig', '/Staff/Me']) {
        const res = await v.json('GET', call);
        expect(res.res.headers.get('cache-control'), call).toBe('no-store');
      }
      const order = await v.json('POST', '/OrderStatus/Lookup', {
        orderNumber: 'MB00000001',
        zipCode: '02110',
      });
      expect(order.res.headers.get('cache-control')).toBe('no-store');
      const content = await fetch(server().api('/content?aem=common'));
      expect(content.headers.get('cache-control')).toBe('no-cache');
    });

    it('answers 400 to a JSON body nested 5,000 deep, on any call', async () => {
      for (const call of ['/EventLog/Save', '/OrderStatus/Lookup', '/Staff/SignIn']) {
        const res = await postJsonText(server().api(call), deep(5000));
        expect(res.status, call).toBe(400);
        expect(((await res.json()) as { message: string }).message).toBe(
          'request body: nested deeper than 64 levels',
        );
      }
      // Moderate nesting is still an ordinary validation answer.
      const ok = await postJsonText(
        server().api('/Staff/SignIn'),
        JSON.stringify({ email: [[['x']]], password: 'p' }),
      );
      await expectBadRequest(ok, { field: 'email' });
    });

    it('refuses state-changing calls from another site and cookie-only calls without JSON', async () => {
      const staff = new Visitor(server());
      const signIn = await staff.json('POST', '/Staff/SignIn', {
        email: 'grace@example.com',
        password: PASSWORD,
      });
      expect(signIn.status).toBe(200);
      const cookie = staff.cookieHeader();
      const generate = (headers: Record<string, string>, body: string) =>
        fetch(server().api('/AbandonedCart/Generate'), {
          method: 'POST',
          headers: { cookie, ...headers },
          body,
        });
      const body = JSON.stringify({ targetEmail: 'x@example.com', rows: [] });

      // The forged request of issue 11: text/plain JSON with the cookie alone.
      const textPlain = await generate({ 'content-type': 'text/plain' }, body);
      expect(textPlain.status).toBe(415);
      expect(((await textPlain.json()) as { code: string }).code).toBe('UNSUPPORTED_MEDIA_TYPE');
      const form = await generate({ 'content-type': 'application/x-www-form-urlencoded' }, 'a=1');
      expect(form.status).toBe(415);

      const crossSite = await generate(
        { 'content-type': 'application/json', origin: 'https://evil.example' },
        body,
      );
      expect(crossSite.status).toBe(403);
      expect(((await crossSite.json()) as { message: string }).message).toBe(
        'Calls from another site are not accepted.',
      );
      const fetchMeta = await generate(
        { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
        body,
      );
      expect(fetchMeta.status).toBe(403);
      const signOutCrossSite = await fetch(server().api('/Staff/SignOut'), {
        method: 'POST',
        headers: { cookie, origin: 'https://evil.example' },
      });
      expect(signOutCrossSite.status).toBe(403);
      expect((await staff.json('GET', '/Staff/Me')).status).toBe(200);

      // The same call from our own origin reaches the route (400: rows must not be empty).
      const own = await generate(
        { 'content-type': 'application/json', origin: server().origin },
        body,
      );
      expect(own.status).toBe(400);
    });

    it('keeps the staff operations out of the public API document', async () => {
      const doc = (await (await fetch(server().api('/docs/json'))).json()) as {
        paths: Record<string, unknown>;
      };
      const paths = Object.keys(doc.paths);
      expect(paths.some((p) => p.endsWith('/OrderStatus/Lookup'))).toBe(true);
      expect(paths.filter((p) => /\/(Staff|AbandonedCart|Agent)\//i.test(p))).toEqual([]);
      const full = server().app.swagger() as { paths: Record<string, unknown> };
      expect(Object.keys(full.paths).some((p) => p.endsWith('/Staff/SignIn'))).toBe(true);
      const ui = await fetch(server().api('/docs'), { redirect: 'manual' });
      expect(ui.status).toBeLessThan(400);
    });
  },
  { WEB_DIST: webDist, FORM_RATE_LIMIT_PER_MINUTE: '1000' },
);

describe('HSTS behind a TLS-terminating proxy, and API_DOCS=staff|off', () => {
  const dialect = DIALECTS[0]!;
  let proxied: TestServer;
  let staffDocs: TestServer;
  let noDocs: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer(dialect, { TRUST_PROXY: '1', WEB_DIST: webDist });
    staffDocs = await startTestServer(dialect, { API_DOCS: 'staff' });
    noDocs = await startTestServer(dialect, { API_DOCS: 'off' });
  });
  afterAll(async () => {
    await Promise.all([proxied.close(), staffDocs.close(), noDocs.close()]);
  });

  it('sends HSTS only when the request came over https', async () => {
    const https = await fetch(proxied.api('/AppConfig'), {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const http = await fetch(proxied.api('/AppConfig'));
    expect(http.headers.get('strict-transport-security')).toBeNull();
  });

  it('shows the document to signed-in staff only, or to nobody', async () => {
    expect((await fetch(staffDocs.api('/docs/json'))).status).toBe(401);
    await createStaff(staffDocs.ctx.db, {
      email: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      role: 'agent',
      password: PASSWORD,
    });
    const v = new Visitor(staffDocs);
    await v.json('POST', '/Staff/SignIn', { email: 'grace@example.com', password: PASSWORD });
    const doc = await v.json('GET', '/docs/json');
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.paths).some((p) => p.endsWith('/Staff/SignIn'))).toBe(true);
    expect((await fetch(noDocs.api('/docs/json'))).status).toBe(404);
    expect((await fetch(noDocs.api('/docs'))).status).toBe(404);
  });
});
