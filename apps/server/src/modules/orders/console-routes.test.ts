/**
 * The console's order calls over real HTTP on both databases: the list's filters, search and
 * keyset paging; the detail with masked payment details; moves (legal, illegal, cancel without a
 * reason) with their history, e-mail job, webhook and audit rows; reschedule within capacity and
 * refused when full; the customer's status page seeing the milestones.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { orderDetailAnswer, orderListAnswer } from '@bizline/domain/wire/console/orders';
import { Visitor, describeEachDialect, type TestServer } from '../../../test/support';
import { loadEntryFixtures } from '../../../test/entry-fixtures';
import { checkoutVisitor, slotsOf, BEFORE_INSTALLATION } from '../../../test/checkout-ready';
import { createStaff } from '../staff/service';

const PASSWORD = 'correct horse battery';

async function staffVisitor(server: TestServer, email: string, role: 'agent' | 'staff') {
  await createStaff(server.ctx.db, {
    email,
    firstName: 'Order',
    lastName: 'Desk',
    role,
    password: PASSWORD,
  });
  const v = new Visitor(server);
  expect((await v.json('POST', '/Staff/SignIn', { email, password: PASSWORD })).status).toBe(200);
  return v;
}

/** A real order placed through the checkout, with a technician slot; its number and slot. */
async function placeOrder(server: TestServer, kiosk = false) {
  const { v, cartId } = await checkoutVisitor(server, { ...BEFORE_INSTALLATION, terms: 'Y' });
  const slot = slotsOf((await v.json('GET', '/Checkout/GetDueDateDetails')).body)[0]!;
  const held = await v.json('POST', '/Checkout/SetDueDate', {
    dueDate: slot.date,
    timeSlotCode: slot.code,
  });
  expect(held.body.Status).toBe('SUCCESS');
  // A referral kiosk's storefront names its cart in X-Cart-Id on every call.
  const res = await v.fetch(v.server.api('/Checkout/SubmitOrder'), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${v.token}`,
      'idempotency-key': randomUUID(),
      'content-type': 'application/x-www-form-urlencoded',
      ...(kiosk ? { 'x-cart-id': cartId } : {}),
    },
    body: '',
  });
  expect(res.status).toBe(200);
  const { svc_orderNo } = (await res.json()) as { svc_orderNo: string };
  return { orderNo: svc_orderNo, slot };
}

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

const list = async (v: Visitor, query: string) => {
  const res = await v.json('GET', `/Console/Orders?${query}`);
  expect(res.status).toBe(200);
  return orderListAnswer.parse(res.body);
};

describeEachDialect('console orders', (server) => {
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

  it('shows the detail with payment masked and moves through legal states only', async () => {
    const ctx = server().ctx;
    // A receiver of order.state_changed (nothing listens there: the deliveries stay queued).
    await ctx.db.kysely
      .insertInto('webhook_endpoints')
      .values({
        url: 'http://127.0.0.1:9/hook',
        events: JSON.stringify(['order.state_changed']),
        secret: 'whsec_test',
        created_by: 'test',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const { orderNo } = await placeOrder(server());
    const detail = await staff.json('GET', `/Console/Orders/Detail?orderNo=${orderNo}`);
    expect(detail.status).toBe(200);
    const d = orderDetailAnswer.parse(detail.body);
    expect(d).toMatchObject({ status: 'acknowledged', channel: 'web' });
    expect(d.customer).toMatchObject({
      businessName: 'Analytical Engines LLC',
      email: 'ada@example.com',
      payment: { method: 'Card', brand: 'VISA', number: '•••• 4242' },
    });
    expect(JSON.stringify(detail.body)).not.toContain('tok_test_abc');
    expect(d.moves).toEqual(['inProgress', 'held', 'pending', 'cancelled', 'failed']);
    expect(d.pricedCart).not.toBeNull();

    const illegal = await staff.json('POST', '/Console/Orders/Move', { orderNo, to: 'completed' });
    expect(illegal.status).toBe(409);
    expect(illegal.body.message).toBe(
      'An order cannot move from Submitted (acknowledged) to Completed (completed).',
    );
    const noReason = await staff.json('POST', '/Console/Orders/Move', { orderNo, to: 'cancelled' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('A reason is required to cancel an order.');

    const started = await staff.json('POST', '/Console/Orders/Move', { orderNo, to: 'inProgress' });
    expect(started.status).toBe(200);
    expect(started.body.moves).toContain('completed');
    const done = await staff.json('POST', '/Console/Orders/Move', { orderNo, to: 'completed' });
    expect(done.status).toBe(200);
    const after = orderDetailAnswer.parse(done.body);
    expect(after.status).toBe('completed');
    expect(after.moves).toEqual([]);
    expect(after.history.map((h) => [h.from, h.status, h.actor])).toEqual([
      [null, 'acknowledged', 'system'],
      ['acknowledged', 'inProgress', 'desk@example.com'],
      ['inProgress', 'completed', 'desk@example.com'],
    ]);
    const again = await staff.json('POST', '/Console/Orders/Move', { orderNo, to: 'inProgress' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^This order is Completed \(completed\)/);

    const mails = await ctx.db.kysely
      .selectFrom('outbox_messages')
      .select(['subject', 'body_text', 'job_key'])
      .where('topic', '=', `order:${orderNo}`)
      .orderBy('id')
      .execute();
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringContaining('is submitted'),
      expect.stringContaining(`work on your order ${orderNo} has started`),
      expect.stringContaining(`your order ${orderNo} is complete`),
    ]);
    expect(mails[2]!.body_text).toContain('/order-status?orderNumber=');
    const jobs = await ctx.db.kysely
      .selectFrom('jobs')
      .select(['kind', 'job_key'])
      .where('job_key', 'like', `%${orderNo}%`)
      .execute();
    expect(jobs.filter((j) => j.job_key.startsWith('order-state:'))).toHaveLength(2);
    const hooks = await ctx.db.kysely
      .selectFrom('webhook_deliveries')
      .select(['event_type', 'body'])
      .where('event_type', '=', 'order.state_changed')
      .execute();
    const ours = hooks.map((h) => JSON.parse(h.body).data).filter((x) => x.orderNumber === orderNo);
    expect(ours.map((x) => [x.fromState, x.toState, x.changedBy])).toEqual([
      ['acknowledged', 'inProgress', 'desk@example.com'],
      ['inProgress', 'completed', 'desk@example.com'],
    ]);

    const audit = await ctx.db.kysely
      .selectFrom('audit_log')
      .select(['staff_email', 'action', 'before_json', 'after_json'])
      .where('subject_type', '=', 'order')
      .where('subject_id', '=', orderNo)
      .orderBy('id')
      .execute();
    expect(
      audit.map((a) => [
        a.staff_email,
        a.action,
        JSON.parse(a.before_json!),
        JSON.parse(a.after_json!),
      ]),
    ).toEqual([
      ['desk@example.com', 'order.move', { state: 'acknowledged' }, { state: 'inProgress' }],
      ['desk@example.com', 'order.move', { state: 'inProgress' }, { state: 'completed' }],
    ]);

    // The customer's status page shows both milestones.
    const lookup = await new Visitor(server()).json('POST', '/OrderStatus/Lookup', {
      orderNumber: orderNo,
      zipCode: '02110',
    });
    expect(lookup.body.status).toBe('completed');
    expect(lookup.body.statusHistory.map((h: { status: string }) => h.status)).toEqual([
      'acknowledged',
      'inProgress',
      'completed',
    ]);
  });

  it('cancels with a reason: the slot goes back and the reason is kept', async () => {
    const ctx = server().ctx;
    const { orderNo } = await placeOrder(server());
    const res = await staff.json('POST', '/Console/Orders/Move', {
      orderNo,
      to: 'cancelled',
      reason: 'Customer moved away',
    });
    expect(res.status).toBe(200);
    const d = orderDetailAnswer.parse(res.body);
    expect(d.history.at(-1)).toMatchObject({ status: 'cancelled', reason: 'Customer moved away' });
    expect(d.canReschedule).toBe(false);
    const holds = await ctx.db.kysely
      .selectFrom('slot_holds')
      .innerJoin('orders', 'orders.cart_id', 'slot_holds.cart_id')
      .select('slot_holds.status')
      .where('orders.order_no', '=', orderNo)
      .execute();
    expect(holds.map((h) => h.status)).toEqual(['released']);
    const mail = await ctx.db.kysely
      .selectFrom('outbox_messages')
      .select('body_text')
      .where('topic', '=', `order:${orderNo}`)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.body_text).toContain('Reason: Customer moved away');
  });

  it('records the channel: a kiosk names its cart in X-Cart-Id', async () => {
    const { orderNo: svc_orderNo } = await placeOrder(server(), true);
    const kiosk = await list(staff, 'channel=kiosk&limit=100');
    expect(kiosk.orders.map((o) => o.orderNo)).toContain(svc_orderNo);
    expect((await list(staff, 'channel=web&limit=100')).orders.map((o) => o.orderNo)).not.toContain(
      svc_orderNo,
    );
  });

  it('reschedules within capacity and refuses a full slot', async () => {
    const ctx = server().ctx;
    const { orderNo, slot } = await placeOrder(server());
    const slotsRes = await staff.json('GET', `/Console/Orders/Slots?orderNo=${orderNo}`);
    expect(slotsRes.status).toBe(200);
    const options = slotsRes.body.slots as { date: string; code: string; available: number }[];
    const target = options.find((s) => s.date !== slot.date)!;
    const full = options.find((s) => s !== target && s.date !== slot.date)!;
    const taken = async (date: string, code: string) =>
      (
        await ctx.db.kysely
          .selectFrom('install_slots')
          .select(['taken', 'capacity'])
          .where('area', '=', '021')
          .where('slot_date', '=', date)
          .where('interval_code', '=', code)
          .where('install_type', '=', 'tech')
          .executeTakeFirstOrThrow()
      ).taken;
    const oldBefore = await taken(slot.date, slot.code);
    const newBefore = await taken(target.date, target.code);

    const res = await staff.json('POST', '/Console/Orders/Reschedule', {
      orderNo,
      date: target.date,
      code: target.code,
    });
    expect(res.status).toBe(200);
    const d = orderDetailAnswer.parse(res.body);
    expect(d.installation).toMatchObject({ dueDate: target.date, timeSlotCode: target.code });
    expect(d.history.at(-1)).toMatchObject({ kind: 'rescheduled', actor: 'desk@example.com' });
    const audited = await ctx.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'after_json'])
      .where('subject_id', '=', orderNo)
      .execute();
    expect(audited.map((a) => [a.action, JSON.parse(a.after_json!).date])).toEqual([
      ['order.reschedule', target.date],
    ]);
    expect(await taken(slot.date, slot.code)).toBe(oldBefore - 1);
    expect(await taken(target.date, target.code)).toBe(newBefore + 1);
    const mail = await ctx.db.kysely
      .selectFrom('outbox_messages')
      .select('subject')
      .where('topic', '=', `order:${orderNo}`)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain('was rescheduled');

    // A full slot: nothing changes.
    await ctx.db.kysely
      .updateTable('install_slots')
      .set((eb) => ({ capacity: eb.ref('taken') }))
      .where('area', '=', '021')
      .where('slot_date', '=', full.date)
      .where('interval_code', '=', full.code)
      .execute();
    const refused = await staff.json('POST', '/Console/Orders/Reschedule', {
      orderNo,
      date: full.date,
      code: full.code,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('That install slot is full. Choose another one.');
    expect(await taken(target.date, target.code)).toBe(newBefore + 1);

    const lookup = await new Visitor(server()).json('POST', '/OrderStatus/Lookup', {
      orderNumber: orderNo,
      zipCode: '02110',
    });
    expect(lookup.body.installation).toMatchObject({ dueDate: target.date, rescheduled: true });
    expect(lookup.body.statusHistory.at(-1)).toMatchObject({
      kind: 'rescheduled',
      dueDate: target.date,
    });
  });
});
