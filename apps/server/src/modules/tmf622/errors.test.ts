/**
 * TMF622 answers every error in TMF630's shape, also the ones the app-wide guards give before a
 * route runs (issue 14 acceptance: a bad JSON body, a body too large, an unsupported media type,
 * a NUL character and the rate limit answered { Status: 'FAILURE' } under the TMF622 base).
 * Both databases, real HTTP.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/support';
import { staffVisitor } from '../../../test/console-orders';

const BASE = '/tmf-api/productOrderingManagement/v4';

function suite(name: string, env: Record<string, string>, tests: 'guards' | 'rate limit') {
  describeEachDialect(
    name,
    (server) => {
      let key: string;
      const tmf = (path: string, init: RequestInit = {}) => {
        const headers = new Headers(init.headers);
        headers.set('x-api-key', key);
        return fetch(`${server().origin}${BASE}${path}`, { ...init, headers });
      };
      const patch = (body: string, contentType = 'application/merge-patch+json') =>
        tmf('/productOrder/MB1', {
          method: 'PATCH',
          headers: { 'content-type': contentType },
          body,
        });

      beforeAll(async () => {
        const admin = await staffVisitor(server(), 'tmf-errors@example.com', 'admin');
        const made = await admin.json('POST', '/Console/ApiKeys/Create', { name: 'Errors' });
        expect(made.status).toBe(200);
        key = made.body.secret as string;
      });

      async function expectTmfError(res: Response, status: number, message: RegExp) {
        expect(res.status).toBe(status);
        const body = (await res.json()) as Record<string, unknown>;
        expect(body).toEqual({
          code: String(status),
          reason: expect.any(String),
          message: expect.stringMatching(message),
          status: String(status),
          '@type': 'Error',
        });
      }

      if (tests === 'rate limit') {
        it('the rate limit', async () => {
          let last: Response | undefined;
          for (let i = 0; i < 4; i += 1) last = await tmf('/productOrder');
          expect(last!.headers.get('retry-after')).toBeTruthy();
          await expectTmfError(last!, 429, /Rate limit|later|too many/i);
        });
        return;
      }

      it('a body that is not JSON, too large, or of another media type', async () => {
        await expectTmfError(await patch('{bad'), 400, /JSON/);
        await expectTmfError(await patch(`{"state":"${'x'.repeat(3_000_000)}"}`), 413, /too large/);
        await expectTmfError(await patch('<a/>', 'application/xml'), 415, /Media Type/i);
        await expectTmfError(await patch('{"__proto__":{},"state":"held"}'), 400, /forbidden/);
      });

      it('a NUL character in the path, the query or the body', async () => {
        await expectTmfError(await tmf('/productOrder/MB%00'), 400, /NUL/);
        await expectTmfError(await tmf('/productOrder?externalId=%00'), 400, /NUL/);
        await expectTmfError(
          await patch('{"state":"cancelled","cancellationReason":"a\\u0000b"}'),
          400,
          /NUL/,
        );
      });

      it('the storefront API keeps its own shape', async () => {
        const res = await fetch(server().api('/Console/Orders?to=x'));
        expect(((await res.json()) as { Status: string }).Status).toBe('FAILURE');
      });
    },
    env,
  );
}

suite('TMF622 error shape', {}, 'guards');
suite('TMF622 error shape at the rate limit', { API_RATE_LIMIT_PER_MINUTE: '3' }, 'rate limit');
