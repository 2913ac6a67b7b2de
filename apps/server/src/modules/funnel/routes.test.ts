import { beforeAll, expect, it } from 'vitest';
import type { FunnelAnswer } from '@bizline/domain/wire/console/funnel';
import { Visitor, describeEachDialect, type TestServer } from '../../../test/support';
import { FIBER, internetVisitor } from '../../../test/support-visitors';
import { loadEntryFixtures } from '../../../test/entry-fixtures';
import { createStaff } from '../staff/service';
import { FUNNEL_EVENT_RETENTION_DAYS, rollUpFunnel } from './service';

const PASSWORD = 'correct horse battery';
const DAY = '2026-01-10';

async function signedIn(server: TestServer, email: string): Promise<Visitor> {
  const v = new Visitor(server);
  const res = await v.json('POST', '/Staff/SignIn', { email, password: PASSWORD });
  expect(res.status).toBe(200);
  return v;
}

/** Events of a past day, as the qualification, cart, checkout and order steps record them. */
function pastEvents(hour: string) {
  const at = `${DAY}T${hour}:00:00.000Z`;
  const check = (outcome: string | null, channel: string, cart: string | null) => ({
    occurred_at: at,
    step: 'check' as const,
    outcome,
    channel: channel as 'web',
    cart_id: cart,
    once_key: null,
  });
  const step = (s: 'customise' | 'checkout' | 'order', cart: string) => ({
    occurred_at: at,
    step: s,
    outcome: null,
    channel: 'web' as const,
    cart_id: cart,
    once_key: `${s}:${cart}${hour}`,
  });
  return [
    check('fiber', 'web', `c1${hour}`),
    check('fiber', 'web', `c2${hour}`),
    check('copper', 'web', `c3${hour}`),
    check('5g', 'agent', null),
    check('out-of-footprint', 'kiosk', null),
    check(null, 'web', null),
    step('customise', `c1${hour}`),
    step('customise', `c2${hour}`),
    step('checkout', `c1${hour}`),
    step('order', `c1${hour}`),
  ];
}

describeEachDialect('console funnel', (server) => {
  let staff: Visitor;

  beforeAll(async () => {
    const ctx = server().ctx;
    await loadEntryFixtures(ctx);
    await createStaff(ctx.db, {
      email: 'staff@example.com',
      firstName: 'Test',
      lastName: 'User',
      role: 'staff',
      password: PASSWORD,
    });
    staff = await signedIn(server(), 'staff@example.com');
    // Morning events rolled up, afternoon events not yet: the answer counts both.
    await ctx.db.kysely.insertInto('funnel_events').values(pastEvents('09')).execute();
    await rollUpFunnel(ctx, new Date());
    await ctx.db.kysely.insertInto('funnel_events').values(pastEvents('15')).execute();
  });

  const days = async (query: string) => {
    const res = await staff.json('GET', `/Console/Funnel?${query}`);
    expect(res.status).toBe(200);
    return res.body as FunnelAnswer;
  };

  it('counts a day by step, outcome and channel from the rollup and the newer events', async () => {
    const all = await days(`from=2026-01-09&to=2026-01-11`);
    expect(all.days.map((d) => d.day)).toEqual(['2026-01-09', DAY, '2026-01-11']);
    expect(all.days[0]!.checks).toBe(0);
    expect(all.days[1]).toEqual({
      day: DAY,
      checks: 12,
      qualified: {
        fiber: 4,
        copper: 2,
        '5g': 2,
        '4g': 0,
        'out-of-footprint': 2,
        existing: 0,
        pending: 0,
      },
      customise: 4,
      checkout: 2,
      orders: 2,
    });
    const agent = await days(`from=${DAY}&to=${DAY}&channel=agent`);
    expect(agent.totals).toMatchObject({ checks: 2, customise: 0, orders: 0 });
    expect(agent.totals.qualified['5g']).toBe(2);
    const kiosk = await days(`from=${DAY}&to=${DAY}&channel=kiosk`);
    expect(kiosk.totals.qualified['out-of-footprint']).toBe(2);
  });

  it(`keeps only the daily counts of events older than ${FUNNEL_EVENT_RETENTION_DAYS} days once counted`, async () => {
    const left = await server()
      .ctx.db.kysely.selectFrom('funnel_events')
      .select('occurred_at')
      .where('occurred_at', 'like', `${DAY}%`)
      .execute();
    // The morning's events were rolled up and forgotten; the afternoon's wait for the rollup.
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((e) => e.occurred_at.startsWith(`${DAY}T15`))).toBe(true);
    expect((await days(`from=${DAY}&to=${DAY}`)).totals.checks).toBe(12);
  });

  it('records a storefront check, its channel and the cart reaching customise', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await internetVisitor(server());
    const kiosk = new Visitor(server());
    await kiosk.signIn();
    const res = await kiosk.fetch(server().api('/Qualify/CheckAvailability'), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${kiosk.token}`,
        'content-type': 'application/json',
        'x-channel': 'kiosk',
      },
      body: JSON.stringify(FIBER),
    });
    expect(res.status).toBe(200);
    const web = await days(`from=${today}&to=${today}&channel=web`);
    expect(web.totals).toMatchObject({ checks: 1, customise: 1, checkout: 0 });
    expect(web.totals.qualified.fiber).toBe(1);
    const k = await days(`from=${today}&to=${today}&channel=kiosk`);
    expect(k.totals).toMatchObject({ checks: 1, customise: 0 });
  });

  it('exports the days as CSV', async () => {
    const res = await staff.fetch(server().api(`/Console/Funnel/Csv?from=${DAY}&to=2026-01-11`));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toContain('funnel-2026-01-10-to-2026-01-11.csv');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines).toEqual([
      'day,address_checks,qualified_fiber,qualified_copper,qualified_5g,qualified_4g,qualified_out_of_footprint,qualified_existing,qualified_pending,customise,checkout_started,orders',
      `${DAY},12,4,2,2,0,2,0,0,4,2,2`,
      '2026-01-11,0,0,0,0,0,0,0,0,0,0,0',
    ]);
  });

  it('refuses a reversed range, and anyone not signed in', async () => {
    const res = await staff.json('GET', '/Console/Funnel?from=2026-01-11&to=2026-01-10');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The range ends before it starts.');
    expect(
      (await new Visitor(server()).json('GET', `/Console/Funnel?from=${DAY}&to=${DAY}`)).status,
    ).toBe(401);
  });
});
