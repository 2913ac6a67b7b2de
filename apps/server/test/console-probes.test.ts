/**
 * The console's staff APIs probed as an attacker would (issue 14 acceptance): out-of-range or
 * impossible filter values answer 400 with a message, never 500. Both databases, real HTTP.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect, type Visitor } from './support';
import { staffVisitor } from './console-orders';

describeEachDialect('console probes', (server) => {
  let admin: Visitor;
  beforeAll(async () => {
    admin = await staffVisitor(server(), 'probe-admin@example.com', 'admin');
  });

  it.each([
    'Console/Orders?to=2026-13-45',
    'Console/Orders?from=2026-02-31',
    'Console/Orders?to=0000-00-00',
    'Console/Waitlist?to=2026-13-45',
    'Console/Waitlist/Csv?to=9999-99-99',
    'Console/Audit?to=2026-02-30',
  ])('%s: a day that does not exist is refused with a message', async (path) => {
    const res = await admin.json('GET', `/${path}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/must be a date like 2026-01-31/);
  });

  it('a real leap day is still a day', async () => {
    expect((await admin.json('GET', '/Console/Orders?from=2024-02-29&to=2024-02-29')).status).toBe(
      200,
    );
  });
});
