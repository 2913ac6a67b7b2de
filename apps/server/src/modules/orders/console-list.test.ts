/**
 * The console's order list over real HTTP on both databases: staff only, the filters (state,
 * channel, ZIP, days), the search (order number, business name, e-mail), keyset paging, and the
 * channel each order was placed from.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { Visitor, describeEachDialect, type TestServer } from '../../../test/support';
import { loadEntryFixtures } from '../../../test/entry-fixtures';
import { PASSWORD, list, placeOrder, staffVisitor } from '../../../test/console-orders';
import { createStaff } from '../staff/service';

/** Orders written straight to the table: 60 of them, spread over states, channels, ZIPs, days. */
async function seedListOrders(server: TestServer) {
  const states = ['acknowledged', 'inProgress', 'completed', 'held'] as const;
  const channels = ['web', 'agent', 'kiosk'] as const;
  const rows = Array.from({ length: 60 }, (_, i) => {
    // Two orders share each instant, so paging must break ties by order number.
    const at = new Date(Date.UTC(2025, 0, 1 + Math.floor(i / 2), 12)).toISOString();
    const name = i % 10 === 0 ? `Zebra Bakery ${i}` : `Shop ${i}`;
    const email = `owner${i}@shop${i}.example.com`;
    return {
      order_no: `MB9${String(i).padStart(9, '0')}`,
      ref_no: `R${String(i).padStart(9, '0')}`,
      cart_id: `seed-${randomUUID()}`,
      session_id: 'seed',
      idempotency_key: randomUUID(),
      flow: 'classic' as const,
      status: states[i % 4]!,
      channel: channels[i % 3]!,
      credit_status: 'SUCCESS',
      service_zip: i % 5 === 0 ? '19711' : '02110',
      snapshot: '{}',
      customer: JSON.stringify({ businessName: name, email, firstName: 'A', lastName: 'B' }),
      installation: JSON.stringify({ holdId: null, dueDate: '', timeSlotCode: '', timeSlot: '' }),
      created_at: at,
      updated_at: at,
      cancel_after: '2099-01-01T00:00:00.000Z',
      search_name: name.toLowerCase(),
      search_email: email,
    };
  });
  await server.ctx.db.kysely.insertInto('orders').values(rows).execute();
  return rows;
}

describeEachDialect('console order list', (server) => {
  let staff: Visitor;
  let seeded: Awaited<ReturnType<typeof seedListOrders>>;
  beforeAll(async () => {
    await loadEntryFixtures(server().ctx);
    staff = await staffVisitor(server(), 'desk@example.com', 'agent');
    seeded = await seedListOrders(server());
  });

  it('is for signed-in staff only', async () => {
    const anonymous = new Visitor(server());
    expect((await anonymous.json('GET', '/Console/Orders')).status).toBe(401);
    expect(
      (await anonymous.json('POST', '/Console/Orders/Move', { orderNo: 'MB1', to: 'completed' }))
        .status,
    ).toBe(401);
  });

  it('filters by state, channel, ZIP and days, and searches number, name and e-mail', async () => {
    const range = 'from=2025-01-01&to=2025-01-30';
    const byState = await list(staff, `status=held&${range}&limit=100`);
    expect(byState.orders.length).toBe(15);
    expect(byState.orders.every((o) => o.status === 'held')).toBe(true);
    const byChannel = await list(staff, `channel=kiosk&${range}&limit=100`);
    expect(byChannel.orders.length).toBe(20);
    expect(byChannel.orders.every((o) => o.channel === 'kiosk')).toBe(true);
    const byZip = await list(staff, `zip=19711&limit=100`);
    expect(byZip.orders.map((o) => o.orderNo).sort()).toEqual(
      seeded.filter((r) => r.service_zip === '19711').map((r) => r.order_no),
    );
    // 2025-01-03 and 2025-01-04: orders 4 to 7.
    const days = await list(staff, 'from=2025-01-03&to=2025-01-04');
    expect(days.orders.map((o) => o.orderNo)).toEqual([
      'MB9000000007',
      'MB9000000006',
      'MB9000000005',
      'MB9000000004',
    ]);
    expect((await list(staff, 'q=mb 900000-0042')).orders.map((o) => o.orderNo)).toEqual([
      'MB9000000042',
    ]);
    const zebra = await list(staff, 'q=zebra');
    expect(zebra.orders.map((o) => o.businessName).sort()).toEqual([
      'Zebra Bakery 0',
      'Zebra Bakery 10',
      'Zebra Bakery 20',
      'Zebra Bakery 30',
      'Zebra Bakery 40',
      'Zebra Bakery 50',
    ]);
    expect((await list(staff, 'q=OWNER13@shop13.example.com')).orders).toMatchObject([
      { orderNo: 'MB9000000013', email: 'owner13@shop13.example.com', businessName: 'Shop 13' },
    ]);
    // A wildcard in the search is text, not a pattern.
    expect((await list(staff, 'q=%25')).orders).toEqual([]);
    const bad = await staff.json('GET', '/Console/Orders?status=submitted');
    expect(bad.status).toBe(400);
  });

  it('pages with a cursor: every order once, newest first, ties by order number', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(
        staff,
        `from=2025-01-01&to=2025-01-30&limit=7${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.orders.map((o) => o.orderNo));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(9);
    expect(seen).toEqual(seeded.map((r) => r.order_no).reverse());
    expect((await staff.json('GET', '/Console/Orders?cursor=nonsense')).status).toBe(400);
  });

  it('records the channel: a kiosk names its cart in X-Cart-Id', async () => {
    const { orderNo: svc_orderNo } = await placeOrder(server(), { kiosk: true });
    const kiosk = await list(staff, 'channel=kiosk&limit=100');
    expect(kiosk.orders.map((o) => o.orderNo)).toContain(svc_orderNo);
    expect((await list(staff, 'channel=web&limit=100')).orders.map((o) => o.orderNo)).not.toContain(
      svc_orderNo,
    );
  });

  it('records an agent order: a staff account signed in on the visit', async () => {
    await createStaff(server().ctx.db, {
      email: 'field.agent@example.com',
      firstName: 'Field',
      lastName: 'Agent',
      role: 'agent',
      password: PASSWORD,
    });
    const { orderNo } = await placeOrder(server(), { agentEmail: 'field.agent@example.com' });
    const agent = await list(staff, 'channel=agent&limit=100');
    expect(agent.orders.map((o) => o.orderNo)).toContain(orderNo);
  });
});
