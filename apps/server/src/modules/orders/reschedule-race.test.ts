/**
 * Two staff members rescheduling one order at once (issue 14 acceptance, PostgreSQL): each took a
 * unit of its new slot and the order kept only the last one, so the other slots stayed confirmed
 * for nobody, their capacity lost (and a reschedule racing a cancellation could keep a slot for
 * the cancelled order). Now the first change to commit wins and the others change nothing (409).
 * Both databases, real HTTP.
 */
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/support';
import { agentDesks } from '../../../test/console-fixtures';
import { placeOrder } from '../../../test/console-orders';

describeEachDialect('reschedules at once', (server) => {
  const desks = agentDesks(server, ['rs-race-a@example.com', 'rs-race-b@example.com']);

  it('one reschedule wins; no slot stays taken for nobody', async () => {
    const { orderNo } = await placeOrder(server());
    const db = server().ctx.db.kysely;
    const takenTotal = async () =>
      Number(
        (
          await db
            .selectFrom('install_slots')
            .select((eb) => eb.fn.sum<number>('taken').as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await takenTotal();
    const offered = await desks[0]!.json('GET', `/Console/Orders/Slots?orderNo=${orderNo}`);
    const targets = (offered.body.slots as { date: string; code: string }[]).slice(1, 7);
    expect(targets).toHaveLength(6);
    const answers = await Promise.all(
      targets.map((t, i) =>
        desks[i % 2]!.json('POST', '/Console/Orders/Reschedule', {
          orderNo,
          date: t.date,
          code: t.code,
        }),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won.length).toBeGreaterThanOrEqual(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409);
      expect(a.body.message).toBe(
        'This order was changed meanwhile by someone else. Look at it again.',
      );
    }
    // The order holds one slot, as before: every unit taken is that one's.
    expect(await takenTotal()).toBe(before);
    const { cart_id } = await db
      .selectFrom('orders')
      .select('cart_id')
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    const confirmed = await db
      .selectFrom('slot_holds')
      .select('id')
      .where('cart_id', '=', cart_id)
      .where('status', '=', 'confirmed')
      .execute();
    expect(confirmed).toHaveLength(1);
    const detail = await desks[0]!.json('GET', `/Console/Orders/Detail?orderNo=${orderNo}`);
    const rescheduled = (detail.body.history as { kind: string }[]).filter(
      (h) => h.kind === 'rescheduled',
    );
    expect(rescheduled).toHaveLength(won.length);
  });

  // Five rounds: before every order change locked the order row first, PostgreSQL deadlocked
  // (a 500) in about a third of them.
  it.each([1, 2, 3, 4, 5])(
    'a reschedule and a cancellation at once leave no slot taken, and no 500 (round %i)',
    async () => {
      const { orderNo } = await placeOrder(server());
      const db = server().ctx.db.kysely;
      const { cart_id } = await db
        .selectFrom('orders')
        .select('cart_id')
        .where('order_no', '=', orderNo)
        .executeTakeFirstOrThrow();
      const offered = await desks[0]!.json('GET', `/Console/Orders/Slots?orderNo=${orderNo}`);
      const targets = (offered.body.slots as { date: string; code: string }[]).slice(1, 4);
      const answers = await Promise.all([
        ...targets.map((t) =>
          desks[0]!.json('POST', '/Console/Orders/Reschedule', {
            orderNo,
            date: t.date,
            code: t.code,
          }),
        ),
        desks[1]!.json('POST', '/Console/Orders/Move', {
          orderNo,
          to: 'cancelled',
          reason: 'The customer moved away',
        }),
      ]);
      // Each change lands or is refused with a message: none fails.
      for (const a of answers) expect([200, 409]).toContain(a.status);
      const detail = await desks[0]!.json('GET', `/Console/Orders/Detail?orderNo=${orderNo}`);
      expect(detail.body.status).toBe('cancelled');
      const confirmed = await db
        .selectFrom('slot_holds')
        .select('id')
        .where('cart_id', '=', cart_id)
        .where('status', 'in', ['held', 'confirmed'])
        .execute();
      expect(confirmed).toEqual([]);
    },
  );
});
