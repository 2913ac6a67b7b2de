/**
 * Issue 11: behind proxies, the rate-limit key is the address the trusted proxy saw, never an
 * X-Forwarded-For entry the client wrote itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from './support';

const LOOKUP = { orderNumber: 'MB0000000001', zipCode: '02110' };
const LIMIT = 3;

async function lookup(server: TestServer, forwardedFor?: string): Promise<number> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  const res = await fetch(server.api('/OrderStatus/Lookup'), {
    method: 'POST',
    headers,
    body: JSON.stringify(LOOKUP),
  });
  await res.arrayBuffer();
  return res.status;
}

/** The client's own (spoofed) entry first, then what the proxy appended: the peer it saw. */
const spoofed = (i: number, peer: string) => `203.0.113.${i}, ${peer}`;

for (const dialect of DIALECTS) {
  for (const trust of ['1', 'true', '127.0.0.1', '127.0.0.0/8,10.9.0.0/16']) {
    describe(`TRUST_PROXY=${trust} [${dialect}]`, () => {
      let server: TestServer;
      beforeAll(async () => {
        server = await startTestServer(dialect, {
          TRUST_PROXY: trust,
          FORM_RATE_LIMIT_PER_MINUTE: String(LIMIT),
        });
      });
      afterAll(async () => server.close());

      it('a spoofed left-most X-Forwarded-For never changes the rate-limit key', async () => {
        const statuses: number[] = [];
        for (let i = 0; i < LIMIT + 3; i++)
          statuses.push(await lookup(server, spoofed(i, '198.51.100.7')));
        expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(404));
        expect(statuses.slice(LIMIT)).toEqual([429, 429, 429]);
        // Another client behind the same proxy has its own allowance.
        expect(await lookup(server, spoofed(99, '198.51.100.8'))).toBe(404);
      });
    });
  }

  describe(`TRUST_PROXY unset [${dialect}]`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect, { FORM_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    });
    afterAll(async () => server.close());

    it('X-Forwarded-For is ignored: every entry is the same client', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 2; i++) statuses.push(await lookup(server, `198.51.100.${i}`));
      expect(statuses).toEqual([...Array(LIMIT).fill(404), 429, 429]);
    });
  });
}
