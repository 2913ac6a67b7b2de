/**
 * The console's order detail, moves and reschedule over real HTTP on both databases: the detail
 * with masked payment details; moves (legal, illegal, cancel without a reason) with their
 * history, e-mail job, webhook and audit rows; reschedule within capacity and refused when full;
 * the customer's status page seeing the milestones.
 */
import { beforeAll, expect, it } from 'vitest';
import { orderDetailAnswer } from '@bizline/domain/wire/console/orders';
import { Visitor, describeEachDialect } from '../../../test/support';
import { loadEntryFixtures } from '../../../test/entry-fixtures';
import { placeOrder, staffVisitor } from '../../../test/console-orders';
import { auditRows, orderMails } from '../../../test/console-fixtures';

describeEachDialect('console order detail and moves', (server) => {
  let staff: Visitor;
  beforeAll(async () => {
    await loadEntryFixtures(server().ctx);
    staff = await staffVisitor(server(), 'desk@example.com', 'agent');
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
    // What was ordered, line by line, from the stored snapshot: the fiber plan, the installation
    // chosen in 3 installments (its monthly share and its full price), the taxes.
    expect(d.lines).toEqual({
      source: 'cart',
      monthly: [
        { label: 'Business Fiber 500 Mbps', amount: '99.00', note: '' },
        { label: 'Professional installation', amount: '33.00', note: '$99.00 over 3 months' },
      ],
      promotions: [],
      taxes: [
        { label: 'Massachusetts sales tax', amount: '8.25', note: '' },
        { label: 'Regulatory recovery fee', amount: '1.99', note: '' },
      ],
      oneTime: [
        {
          label: 'Professional installation',
          amount: '99.00',
          note: '3 monthly payments of $33.00',
        },
      ],
    });
    expect(d.pricedCart).toMatchObject({
      monthly: '132.00',
      taxes: '10.24',
      estimatedMonthly: '142.24',
      oneTimeDueNow: '0.00',
      installments: [{ name: 'Professional installation', text: '3 monthly payments of $33.00' }],
    });
    // The same figures the customer's order status page shows (one source: the snapshot).
    const status = await new Visitor(server()).json('POST', '/OrderStatus/Lookup', {
      orderNumber: orderNo,
      zipCode: d.serviceZip.slice(0, 5),
    });
    expect(status.status).toBe(200);
    expect(status.body.pricedCart).toEqual(d.pricedCart);

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

    const mails = await orderMails(server(), orderNo);
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

    const audit = await auditRows(server(), { subjectType: 'order', subjectId: orderNo });
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
      zipCode: d.serviceZip.slice(0, 5),
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
    const mail = (await orderMails(server(), orderNo)).at(-1)!;
    expect(mail.body_text).toContain('Reason: Customer moved away');
  });

  it('names the integration that moved an order through TMF622', async () => {
    const admin = await staffVisitor(server(), 'admin.desk@example.com', 'admin');
    const key = await admin.json('POST', '/Console/ApiKeys/Create', { name: 'Back office' });
    expect(key.status).toBe(200);
    const { orderNo } = await placeOrder(server());
    const res = await fetch(
      `${server().origin}/tmf-api/productOrderingManagement/v4/productOrder/${orderNo}`,
      {
        method: 'PATCH',
        headers: {
          'x-api-key': key.body.secret,
          'content-type': 'application/merge-patch+json',
        },
        body: JSON.stringify({ state: 'inProgress' }),
      },
    );
    expect(res.status).toBe(200);
    const d = orderDetailAnswer.parse(
      (await staff.json('GET', `/Console/Orders/Detail?orderNo=${orderNo}`)).body,
    );
    expect(d.history.at(-1)).toMatchObject({
      from: 'acknowledged',
      status: 'inProgress',
      actorKind: 'integration',
      actor: 'api:Back office',
    });
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
    const audited = await auditRows(server(), { subjectId: orderNo });
    expect(audited.map((a) => [a.action, JSON.parse(a.after_json!).date])).toEqual([
      ['order.reschedule', target.date],
    ]);
    expect(await taken(slot.date, slot.code)).toBe(oldBefore - 1);
    expect(await taken(target.date, target.code)).toBe(newBefore + 1);
    const mail = (await orderMails(server(), orderNo)).at(-1)!;
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
      zipCode: d.serviceZip.slice(0, 5),
    });
    expect(lookup.body.installation).toMatchObject({ dueDate: target.date, rescheduled: true });
    expect(lookup.body.statusHistory.at(-1)).toMatchObject({
      kind: 'rescheduled',
      dueDate: target.date,
    });
  });
});
