/**
 * The customer's order page over real HTTP, both databases: the e-mail's link opens only its
 * order, a forged or expired one is refused; the details need a one-time code whose send and
 * attempt limits hold under a burst; one customer's code never opens another order; a reschedule
 * inside the cut-off is refused; a reschedule and a cancellation racing give one outcome; a
 * cancellation gives the slot back.
 */
import { beforeAll, expect, it } from 'vitest';
import { ORDER_PAGE_MESSAGES } from '@bizline/domain/orders/order-page';
import { describeEachDialect, Visitor, type TestServer } from '../../../test/support';
import { placeOrder } from '../../../test/console-orders';
import { loadEntryFixtures } from '../../../test/entry-fixtures';
import { outboxMessages } from '../../../test/outbox';

const ENV = { FORM_RATE_LIMIT_PER_MINUTE: '100000' };

/** The order page link of the order's confirmation e-mail (its token). */
async function linkOf(server: TestServer, orderNo: string): Promise<string> {
  const [mail] = await outboxMessages(server.ctx, `order:${orderNo}`);
  const match = /\/my-order\?link=(\S+)/.exec(mail!.body_text);
  expect(match).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

async function customer(server: TestServer): Promise<Visitor> {
  const v = new Visitor(server);
  await v.signIn();
  return v;
}

/** The last code sent for an order (from the outbox). */
async function lastCode(server: TestServer, orderNo: string): Promise<string> {
  const sent = await outboxMessages(server.ctx, `order-code:${orderNo}`);
  return /code is (\d{6})/.exec(sent[sent.length - 1]!.body_text)![1]!;
}

/** A placed order, and its customer's browser with a verified code. */
async function unlockedOrder(server: TestServer) {
  const { orderNo, slot } = await placeOrder(server);
  const v = await customer(server);
  const link = await linkOf(server, orderNo);
  expect((await v.json('POST', '/OrderPage/SendCode', { orderNo, link })).status).toBe(200);
  const code = await lastCode(server, orderNo);
  const verified = await v.json('POST', '/OrderPage/VerifyCode', { orderNo, code });
  expect(verified.status).toBe(200);
  const details = await v.json('GET', `/OrderPage/Details?orderNo=${orderNo}`);
  expect(details.status).toBe(200);
  return { orderNo, slot, v, link, details: details.body };
}

const takenTotal = async (server: TestServer) =>
  Number(
    (
      await server.ctx.db.kysely
        .selectFrom('install_slots')
        .select((eb) => eb.fn.sum<number>('taken').as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function holdsOf(server: TestServer, orderNo: string) {
  const db = server.ctx.db.kysely;
  const { cart_id } = await db
    .selectFrom('orders')
    .select('cart_id')
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow();
  return db
    .selectFrom('slot_holds')
    .select('status')
    .where('cart_id', '=', cart_id)
    .where('status', 'in', ['held', 'confirmed'])
    .execute();
}

describeEachDialect(
  'the order page',
  (server) => {
    beforeAll(() => loadEntryFixtures(server().ctx));
    it("the e-mail's link opens its order's state and milestones, and nothing more", async () => {
      const { orderNo } = await placeOrder(server());
      const v = await customer(server());
      const link = await linkOf(server(), orderNo);
      const opened = await v.json('POST', '/OrderPage/Open', { link });
      expect(opened.status).toBe(200);
      expect(opened.body).toEqual({
        orderNo,
        status: 'acknowledged',
        statusLabel: 'Submitted',
        milestones: [expect.objectContaining({ status: 'acknowledged', label: 'Submitted' })],
        unlocked: false,
      });
      const details = await v.json('GET', `/OrderPage/Details?orderNo=${orderNo}`);
      expect(details.status).toBe(403);
      expect(details.body.message).toBe(ORDER_PAGE_MESSAGES.accessNeeded);
    });

    it('a link opens only its own order; forged, altered and expired links are refused', async () => {
      const a = await placeOrder(server());
      const b = await placeOrder(server());
      const v = await customer(server());
      const linkA = await linkOf(server(), a.orderNo);
      const other = await v.json('POST', '/OrderPage/Summary', { orderNo: b.orderNo, link: linkA });
      expect(other.status).toBe(403);
      expect(other.body.message).toBe(ORDER_PAGE_MESSAGES.linkRefused);
      const code = await v.json('POST', '/OrderPage/SendCode', { orderNo: b.orderNo, link: linkA });
      expect(code.status).toBe(403);
      expect(await outboxMessages(server().ctx, `order-code:${b.orderNo}`)).toEqual([]);

      const [payload, signature] = linkA.split('.') as [string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string };
      const altered = Buffer.from(JSON.stringify({ ...claims, sub: b.orderNo })).toString(
        'base64url',
      );
      const expired = server().ctx.tokens.issue(a.orderNo, Date.now() - 61 * 86_400_000, {
        audience: 'order-link',
        ttlSeconds: 60 * 86_400,
      }).token;
      // An access token is signed with the same key, for another audience.
      const accessToken = server().ctx.tokens.issue(a.orderNo).token;
      for (const link of [`${altered}.${signature}`, expired, accessToken, 'nonsense']) {
        const res = await v.json('POST', '/OrderPage/Open', { link });
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(ORDER_PAGE_MESSAGES.linkRefused);
      }
    });

    it('order number and ZIP show the state only; a wrong ZIP finds nothing', async () => {
      const { orderNo } = await placeOrder(server());
      const v = await customer(server());
      const ok = await v.json('POST', '/OrderPage/Summary', { orderNo, zipCode: '02110' });
      expect(ok.status).toBe(200);
      expect(Object.keys(ok.body).sort()).toEqual([
        'milestones',
        'orderNo',
        'status',
        'statusLabel',
        'unlocked',
      ]);
      const wrong = await v.json('POST', '/OrderPage/Summary', { orderNo, zipCode: '02111' });
      expect(wrong.status).toBe(404);
      expect(wrong.body.message).toBe(ORDER_PAGE_MESSAGES.notFound);
      const noZip = await v.json('POST', '/OrderPage/SendCode', { orderNo });
      expect(noZip.status).toBe(404);
    });

    it('a verified code shows the details, in that browser and for that order only', async () => {
      const { orderNo, v, details } = await unlockedOrder(server());
      expect(details).toMatchObject({
        orderNo,
        unlocked: true,
        businessName: 'Analytical Engines LLC',
        contact: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '6175550100' },
        installation: { type: expect.any(String), dueDate: expect.any(String) },
        canMoveInstallation: true,
        canCancel: true,
        cutoffHours: 24,
      });
      expect(details.pricedCart).not.toBeNull();
      expect(details.monthlyTotal).toMatch(/^\d+\.\d\d$/);
      const [mail] = await outboxMessages(server().ctx, `order-code:${orderNo}`);
      expect(mail!.recipient).toBe('ada@example.com');
      // The code is single use.
      const again = await v.json('POST', '/OrderPage/VerifyCode', {
        orderNo,
        code: await lastCode(server(), orderNo),
      });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('There is no active code. Ask for a new code.');
      // Another order stays closed to this browser; another browser has no access.
      const b = await placeOrder(server());
      expect((await v.json('GET', `/OrderPage/Details?orderNo=${b.orderNo}`)).status).toBe(403);
      const stranger = await customer(server());
      expect((await stranger.json('GET', `/OrderPage/Details?orderNo=${orderNo}`)).status).toBe(
        403,
      );
    });

    it("one customer's code never opens another order, nor works in another browser", async () => {
      const a = await placeOrder(server());
      const b = await placeOrder(server());
      const v = await customer(server());
      const linkA = await linkOf(server(), a.orderNo);
      expect(
        (await v.json('POST', '/OrderPage/SendCode', { orderNo: a.orderNo, link: linkA })).status,
      ).toBe(200);
      const code = await lastCode(server(), a.orderNo);
      const onB = await v.json('POST', '/OrderPage/VerifyCode', { orderNo: b.orderNo, code });
      expect(onB.status).toBe(400);
      expect((await v.json('GET', `/OrderPage/Details?orderNo=${b.orderNo}`)).status).toBe(403);
      const elsewhere = await customer(server());
      const other = await elsewhere.json('POST', '/OrderPage/VerifyCode', {
        orderNo: a.orderNo,
        code,
      });
      expect(other.status).toBe(400);
      expect((await elsewhere.json('GET', `/OrderPage/Details?orderNo=${a.orderNo}`)).status).toBe(
        403,
      );
    });

    it('20 sends at once: 5 codes per order an hour; 20 guesses at once: 5 compared', async () => {
      const { orderNo } = await placeOrder(server());
      const v = await customer(server());
      const link = await linkOf(server(), orderNo);
      const sends = await Promise.all(
        Array.from({ length: 20 }, () => v.json('POST', '/OrderPage/SendCode', { orderNo, link })),
      );
      expect(sends.filter((s) => s.status === 200)).toHaveLength(5);
      const refused = sends.filter((s) => s.status !== 200);
      expect(refused).toHaveLength(15);
      for (const r of refused) {
        expect(r.status).toBe(429);
        expect(r.body.message).toBe(ORDER_PAGE_MESSAGES.tooManySends);
      }
      expect(await outboxMessages(server().ctx, `order-code:${orderNo}`)).toHaveLength(5);

      const code = await lastCode(server(), orderNo);
      const wrong = code === '000000' ? '111111' : '000000';
      const guesses = await Promise.all(
        Array.from({ length: 20 }, () =>
          v.json('POST', '/OrderPage/VerifyCode', { orderNo, code: wrong }),
        ),
      );
      for (const g of guesses) expect(g.status).toBe(400);
      const compared = guesses.filter((g) => /not right/.test(g.body.message as string));
      // Four "tries left" answers and the fifth that locks the code; the rest never compared.
      expect(compared).toHaveLength(4);
      expect(
        guesses.filter((g) => g.body.message === 'Too many wrong tries. Ask for a new code.'),
      ).toHaveLength(16);
      const right = await v.json('POST', '/OrderPage/VerifyCode', { orderNo, code });
      expect(right.status).toBe(400);
      expect((await v.json('GET', `/OrderPage/Details?orderNo=${orderNo}`)).status).toBe(403);
    });

    it('the customer moves the installation: milestone, e-mail, audit row naming them', async () => {
      const { orderNo, v, details } = await unlockedOrder(server());
      const offered = await v.json('GET', `/OrderPage/Slots?orderNo=${orderNo}`);
      expect(offered.status).toBe(200);
      const target = (
        offered.body.slots as { date: string; code: string; interval: string }[]
      ).find(
        (s) =>
          `${s.date}|${s.code}` !==
          `${details.installation.dueDate}|${details.installation.timeSlotCode}`,
      )!;
      const before = await takenTotal(server());
      const moved = await v.json('POST', '/OrderPage/Reschedule', {
        orderNo,
        date: target.date,
        code: target.code,
        version: details.version,
      });
      expect(moved.status).toBe(200);
      expect(moved.body.message).toBe(
        ORDER_PAGE_MESSAGES.rescheduled(target.date, target.interval),
      );
      expect(await takenTotal(server())).toBe(before);
      const after = (await v.json('GET', `/OrderPage/Details?orderNo=${orderNo}`)).body;
      expect(after.installation).toMatchObject({ dueDate: target.date, timeSlotCode: target.code });
      expect(after.milestones[after.milestones.length - 1]).toMatchObject({
        kind: 'rescheduled',
        dueDate: target.date,
        timeSlot: target.interval,
      });
      const db = server().ctx.db.kysely;
      const history = await db
        .selectFrom('order_status_history')
        .select(['kind', 'actor_kind'])
        .where('order_no', '=', orderNo)
        .where('kind', '=', 'rescheduled')
        .execute();
      expect(history).toEqual([{ kind: 'rescheduled', actor_kind: 'customer' }]);
      const audit = await db
        .selectFrom('audit_log')
        .select(['staff_email', 'action', 'staff_id'])
        .where('subject_id', '=', orderNo)
        .execute();
      expect(audit).toEqual([
        { staff_email: 'customer:ada@example.com', action: 'order.reschedule', staff_id: null },
      ]);
      const mails = await outboxMessages(server().ctx, `order:${orderNo}`);
      expect(mails.map((m) => m.subject)).toContain(
        `${server().config.brand.companyName}: your installation for order ${orderNo} was rescheduled`,
      );
      // The version it was asked with is now old: the same change again is refused.
      const stale = await v.json('POST', '/OrderPage/Reschedule', {
        orderNo,
        date: target.date,
        code: target.code,
        version: details.version,
      });
      expect(stale.status).toBe(409);
    });

    it('a cancellation with a reason releases the slot and says what happens next', async () => {
      const { orderNo, v, details } = await unlockedOrder(server());
      const before = await takenTotal(server());
      const noReason = await v.json('POST', '/OrderPage/Cancel', {
        orderNo,
        reason: ' ',
        version: details.version,
      });
      expect(noReason.status).toBe(400);
      const cancelled = await v.json('POST', '/OrderPage/Cancel', {
        orderNo,
        reason: 'We are moving offices',
        version: details.version,
      });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.message).toBe(ORDER_PAGE_MESSAGES.canceled);
      expect(await takenTotal(server())).toBe(before - 1);
      expect(await holdsOf(server(), orderNo)).toEqual([]);
      const after = (await v.json('GET', `/OrderPage/Details?orderNo=${orderNo}`)).body;
      expect(after).toMatchObject({ status: 'cancelled', canCancel: false });
      expect(after.canMoveInstallation).toBe(false);
      const row = await server()
        .ctx.db.kysely.selectFrom('order_status_history')
        .select(['actor_kind', 'reason'])
        .where('order_no', '=', orderNo)
        .where('status', '=', 'cancelled')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ actor_kind: 'customer', reason: 'We are moving offices' });
      const mails = await outboxMessages(server().ctx, `order:${orderNo}`);
      expect(mails).toHaveLength(2);
    });

    it.each([1, 2, 3])(
      'a reschedule and a cancellation at once: exactly one outcome (round %i)',
      async () => {
        const { orderNo, v, details } = await unlockedOrder(server());
        const offered = await v.json('GET', `/OrderPage/Slots?orderNo=${orderNo}`);
        const target = (offered.body.slots as { date: string; code: string }[]).find(
          (s) => s.date !== details.installation.dueDate,
        )!;
        const [moved, cancelled] = await Promise.all([
          v.json('POST', '/OrderPage/Reschedule', {
            orderNo,
            date: target.date,
            code: target.code,
            version: details.version,
          }),
          v.json('POST', '/OrderPage/Cancel', {
            orderNo,
            reason: 'Changed our mind',
            version: details.version,
          }),
        ]);
        expect([moved.status, cancelled.status].sort()).toEqual([200, 409]);
        const after = (await v.json('GET', `/OrderPage/Details?orderNo=${orderNo}`)).body;
        const holds = await holdsOf(server(), orderNo);
        if (cancelled.status === 200) {
          expect(after.status).toBe('cancelled');
          expect(after.installation.dueDate).toBe(details.installation.dueDate);
          expect(holds).toEqual([]);
        } else {
          expect(after.status).toBe('acknowledged');
          expect(after.installation.dueDate).toBe(target.date);
          expect(holds).toEqual([{ status: 'confirmed' }]);
        }
      },
    );
  },
  ENV,
);

describeEachDialect(
  'the order page inside the cut-off',
  (server) => {
    beforeAll(() => loadEntryFixtures(server().ctx));
    it('offers no slot and refuses a reschedule; a cancellation is still possible', async () => {
      const { orderNo, v, details } = await unlockedOrder(server());
      expect(details).toMatchObject({ canMoveInstallation: false, canCancel: true });
      const offered = await v.json('GET', `/OrderPage/Slots?orderNo=${orderNo}`);
      expect(offered.body.slots).toEqual([]);
      const moved = await v.json('POST', '/OrderPage/Reschedule', {
        orderNo,
        date: details.installation.dueDate,
        code: 'PM',
        version: details.version,
      });
      expect(moved.status).toBe(409);
      expect(moved.body.message).toBe(ORDER_PAGE_MESSAGES.cutoffPassed(24 * 30));
    });
  },
  { ...ENV, ORDER_CHANGE_CUTOFF_HOURS: String(24 * 30) },
);
