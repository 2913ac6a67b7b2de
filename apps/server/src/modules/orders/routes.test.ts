import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatLongDay, formatPhoneDisplay } from '@bizline/domain/format';
import { submitOrderResponse } from '@bizline/domain/wire/checkout';
import { Visitor, describeEachDialect, type TestServer } from '../../../test/support';
import { loadEntryFixtures } from '../../../test/entry-fixtures';
import { BEFORE_INSTALLATION, checkoutVisitor, slotsOf } from '../../../test/checkout-ready';
import { SYSTEM_ACTOR } from './actor';
import { moveOrder } from './move-order';
import { rescheduleOrder } from './reschedule';
import { cancelUnfulfilledOrders } from './service';

const READY = { ...BEFORE_INSTALLATION, terms: 'Y' as const };

/** A visitor with every section done and a technician slot held; the slot it holds. */
async function readyToSubmit(server: TestServer, pick = 0) {
  const { v, cartId } = await checkoutVisitor(server, READY);
  const list = slotsOf((await v.json('GET', '/Checkout/GetDueDateDetails')).body);
  const slot = list[pick]!;
  const held = await v.json('POST', '/Checkout/SetDueDate', {
    dueDate: slot.date,
    timeSlotCode: slot.code,
  });
  expect(held.body.Status).toBe('SUCCESS');
  return { v, cartId, slot };
}

async function submit(v: Visitor, key: string | null) {
  const headers: Record<string, string> = { authorization: `Bearer ${v.token}` };
  if (key !== null) headers['idempotency-key'] = key;
  const res = await v.fetch(v['server'].api('/Checkout/SubmitOrder'), {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  return { status: res.status, body: (await res.json()) as any };
}

const ordersOf = (server: TestServer, cartId: string) =>
  server.ctx.db.kysely.selectFrom('orders').selectAll().where('cart_id', '=', cartId).execute();

const mailsOf = (server: TestServer, orderNo: string) =>
  server.ctx.db.kysely
    .selectFrom('outbox_messages')
    .selectAll()
    .where('topic', '=', `order:${orderNo}`)
    .execute();

describeEachDialect('orders', (server) => {
  beforeAll(async () => {
    // Free numbers for voice lines, of their own range.
    await loadEntryFixtures(server().ctx, { bostonNumbers: 6, bostonPrefix: '61755577' });
  });

  describe('submit', () => {
    it('needs an Idempotency-Key UUID (400) and every section (409 naming them)', async () => {
      const { v, cartId } = await checkoutVisitor(server(), BEFORE_INSTALLATION);
      const none = await submit(v, null);
      expect(none.status).toBe(400);
      expect(none.body).toMatchObject({ Status: 'FAILURE', field: 'Idempotency-Key' });
      expect(none.body.message).toMatch(/Idempotency-Key header is required/);
      expect((await submit(v, 'not-a-uuid')).status).toBe(400);

      const early = await submit(v, randomUUID());
      expect(early.status).toBe(409);
      expect(early.body.message).toBe(
        'Please complete these sections before submitting: installation, terms.',
      );
      expect(await ordersOf(server(), cartId)).toHaveLength(0);

      const anonymous = new Visitor(server());
      expect((await submit(anonymous, randomUUID())).status).toBe(401);
    });

    it('creates the order: priced snapshot, tokens only, confirmed slot, history, e-mail', async () => {
      const { v, cartId, slot } = await readyToSubmit(server());
      const cart = (await v.json('GET', '/Cart/GetFloatingCart')).body;
      const key = randomUUID();
      const res = await submit(v, key);
      expect(res.status).toBe(200);
      const answer = submitOrderResponse.parse(res.body);
      expect(answer.Status).toBe('SUCCESS');
      expect(answer.CreditCheckStatus).toBe('SUCCESS');
      expect(answer.svc_orderNo).toMatch(/^MB\d{10}$/);
      expect(answer.Refno).toMatch(/^R\d{9}$/);

      const [order] = await ordersOf(server(), cartId);
      expect(order).toMatchObject({
        order_no: answer.svc_orderNo,
        ref_no: answer.Refno,
        status: 'acknowledged',
        credit_status: 'SUCCESS',
        service_zip: '02110',
        flow: 'classic',
        idempotency_key: key,
      });
      const days = (Date.parse(order!.cancel_after) - Date.parse(order!.created_at)) / 86_400_000;
      expect(days).toBe(10);
      const snapshot = JSON.parse(order!.snapshot);
      expect(snapshot.planDetails.headerInfo.Price).toBe(cart.HeaderInfo.Price);
      expect(snapshot.planDetails.dataInfo.planPrice).toBe(cart.planDetails.dataInfo.planPrice);
      expect(snapshot.selections.internet.planId).toBe('FIOS-500');
      const customer = JSON.parse(order!.customer);
      expect(customer).toMatchObject({
        firstName: 'Ada',
        businessName: 'Analytical Engines LLC',
        payment: { method: 'Card', token: 'tok_test_abc', last4: '4242', brand: 'VISA' },
      });
      expect(JSON.parse(order!.installation)).toMatchObject({
        dueDate: slot.date,
        timeSlotCode: slot.code,
        timeSlot: slot.interval,
        type: 'tech',
      });
      const holds = await server()
        .ctx.db.kysely.selectFrom('slot_holds')
        .select('status')
        .where('cart_id', '=', cartId)
        .execute();
      expect(holds.map((h) => h.status)).toEqual(['confirmed']);
      const history = await server()
        .ctx.db.kysely.selectFrom('order_status_history')
        .selectAll()
        .where('order_no', '=', answer.svc_orderNo)
        .execute();
      expect(history.map((h) => h.status)).toEqual(['acknowledged']);

      const mails = await mailsOf(server(), answer.svc_orderNo);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.recipient).toBe('ada@example.com');
      expect(mail.subject).toContain(answer.svc_orderNo);
      expect(mail.subject).toContain(server().config.brand.companyName);
      for (const part of [
        answer.svc_orderNo,
        // What was bought, not totals alone: the contract, each service, each one-time charge.
        `Services:\n  Internet: ${cart.planDetails.dataInfo.planName}\n`,
        'Contract term:\n  2-year agreement (24 months)\n',
        `Monthly services:\n  ${cart.planDetails.dataInfo.planName}: $${cart.planDetails.dataInfo.planPrice}/mo`,
        `One-time charges:\n  ${cart.planDetails.equipmentAndOnetimeCharges[0].offerName}: $`,
        `Total monthly charges: $${cart.HeaderInfo.Price}/mo`,
        // The figures of the order's priced snapshot, each list adding up.
        `Estimated monthly charges with taxes: $${cart.planDetails.pricedCart.estimatedMonthly}/mo`,
        `One-time charges due now: $${cart.planDetails.pricedCart.oneTimeDueNow}`,
        // What is paid when, in the words of the cart (data/content/cart.json, timeline).
        'What you pay, and when:',
        `  Due today: $${cart.planDetails.pricedCart.timeline.dueToday}\n`,
        `  First bill: $${cart.planDetails.pricedCart.timeline.firstBill}/mo`,
        `  Regular monthly charges: $${cart.planDetails.pricedCart.timeline.regularMonthly}/mo`,
        'Monthly amounts before taxes and other charges.',
        // The day as the pages write it, the window in the service address's zone (Boston).
        `Installation:\n  Professional installation`,
        `  Technician visit on ${formatLongDay(slot.date)}, ${slot.interval.replace(' - ', ' – ')} ET\n`,
        `${server().config.publicUrl}${server().config.storefrontBase}/order-status?orderNumber=${answer.svc_orderNo}`,
      ]) {
        expect(mail.body_text).toContain(part);
      }
      expect(mail.body_html).toContain(answer.svc_orderNo);
      expect(mail.body_html).toContain(server().config.brand.companyName);

      // Retry, another tab with another key: the same order, nothing new.
      expect((await submit(v, key)).body).toEqual(res.body);
      expect((await submit(v, randomUUID())).body).toEqual(res.body);
      expect(await ordersOf(server(), cartId)).toHaveLength(1);
      expect(await mailsOf(server(), answer.svc_orderNo)).toHaveLength(1);

      // The confirmation is this session's only.
      const confirm = await v.json('GET', `/OrderStatus/Confirm?orderNo=${answer.svc_orderNo}`);
      expect(confirm.status).toBe(200);
      expect(confirm.body).toMatchObject({
        svc_orderNo: answer.svc_orderNo,
        Refno: answer.Refno,
        status: 'acknowledged',
        CreditCheckStatus: 'SUCCESS',
        businessName: 'Analytical Engines LLC',
        monthlyTotal: cart.HeaderInfo.Price,
        installation: { dueDate: slot.date, timeSlot: slot.interval, type: 'tech' },
        // The cart's own figures, kept with the order.
        pricedCart: cart.planDetails.pricedCart,
      });
      const other = new Visitor(server());
      await other.signIn();
      const foreign = await other.json('GET', `/OrderStatus/Confirm?orderNo=${answer.svc_orderNo}`);
      expect(foreign.status).toBe(404);
    });

    it('20 concurrent submits with one key give one order', async () => {
      const { v, cartId } = await readyToSubmit(server(), 1);
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 20 }, () => submit(v, key)));
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      const numbers = new Set(answers.map((a) => a.body.svc_orderNo));
      expect(numbers.size).toBe(1);
      const orders = await ordersOf(server(), cartId);
      expect(orders).toHaveLength(1);
      const orderNo = orders[0]!.order_no;
      expect([...numbers][0]).toBe(orderNo);
      const history = await server()
        .ctx.db.kysely.selectFrom('order_status_history')
        .selectAll()
        .where('order_no', '=', orderNo)
        .execute();
      expect(history).toHaveLength(1);
      expect(await mailsOf(server(), orderNo)).toHaveLength(1);
    });

    it('a credit FAILURE is still an order, without a slot', async () => {
      const { v, cartId } = await checkoutVisitor(server(), {
        personalInfo: 'Y',
        creditCheck: 'Y',
        otpVerified: 'Y',
        CreditCheckStatus: 'FAILURE',
        terms: 'Y',
      });
      const res = await submit(v, randomUUID());
      expect(res.status).toBe(200);
      expect(res.body.CreditCheckStatus).toBe('FAILURE');
      const [order] = await ordersOf(server(), cartId);
      expect(order!.credit_status).toBe('FAILURE');
      expect(JSON.parse(order!.installation)).toMatchObject({ holdId: null, dueDate: '' });
      const [mail] = await mailsOf(server(), res.body.svc_orderNo);
      expect(mail!.body_text).toContain('A representative will contact you');
    });
  });

  describe('what was bought', () => {
    it('the e-mail, the confirmation and the lookup list the same items and slot', async () => {
      const { v, slot } = await readyToSubmit(server(), 4);
      const update = async (body: object) => {
        const res = await v.json('POST', '/PrdConfig/UpdateCart', body);
        expect(res.body.Status, JSON.stringify(res.body)).toBe('SUCCESS');
      };
      await update({
        ProductType: 'FIOSDATA',
        fiOSDataModelPost: { RouterSelection: { OldID: '', NewID: 'RTR-FIOS-RENT' } },
      });
      const bundle = await v.json('POST', '/PrdSelection/GetSelectedBundleInfo', {
        ptype: 'bdv',
        nLines: 2,
      });
      expect(bundle.status).toBe(200);
      const held = (await v.json('GET', '/PrdSelection/GetSelectedProducts')).body
        .heldTNs as string[];
      expect(held).toHaveLength(2);
      await update({
        ProductType: 'BDV',
        BdvModelPost: {
          EquipMapping: [{ EqpID: 'BDV-EQ-4LINE', Quantity: 2, AddlHandset: 0, TNs: [] }],
        },
      });
      const other = slotsOf((await v.json('GET', '/Checkout/GetDueDateDetails')).body).find(
        (s) => s.date !== slot.date && s.available > 0,
      )!;
      const { body } = await submit(v, randomUUID());
      expect(body.Status).toBe('SUCCESS');

      const when = `Technician visit on ${formatLongDay(slot.date)}, ${slot.interval.replace(' - ', ' – ')} ET`;
      const expected = [
        {
          key: 'services',
          title: 'Services',
          items: ['Internet: Business Fiber 500 Mbps', 'Business Digital Voice: 2 lines'],
        },
        {
          key: 'lines',
          title: 'Phone lines',
          items: held.map(
            (tn, i) =>
              `Line ${i + 1}, Business Digital Voice Unlimited: ${formatPhoneDisplay(tn)} (new number)`,
          ),
        },
        {
          key: 'equipment',
          title: 'Equipment',
          items: [
            expect.stringMatching(/^Router \(rented\): Business Fiber Router rental/),
            expect.stringMatching(
              /^Voice equipment: 4-line desk phone \(x2\), 12 monthly payments/,
            ),
          ],
        },
        { key: 'contract', title: 'Contract term', items: ['2-year agreement (24 months)'] },
        {
          key: 'installation',
          title: 'Installation',
          items: [expect.stringMatching(/^Professional installation/), when],
        },
      ];
      const confirm = await v.json('GET', `/OrderStatus/Confirm?orderNo=${body.svc_orderNo}`);
      expect(confirm.body.contents).toEqual(expected);
      expect(confirm.body.installation.when).toBe(when);
      expect(confirm.body.timeZone).toBe('America/New_York');
      const lookup = await new Visitor(server()).json('POST', '/OrderStatus/Lookup', {
        orderNumber: body.svc_orderNo,
        zipCode: '02110',
      });
      expect(lookup.body.contents).toEqual(confirm.body.contents);
      expect(lookup.body.installation.when).toBe(when);

      // The e-mail says the same texts, section by section.
      const [mail] = await mailsOf(server(), body.svc_orderNo);
      const sections = confirm.body.contents as { title: string; items: string[] }[];
      for (const section of sections) {
        expect(mail!.body_text).toContain(
          [`${section.title}:`, ...section.items.map((i) => `  ${i}`)].join('\n'),
        );
      }
      expect(mail!.body_text).toContain(`  ${when}\n`);
      expect(mail!.body_html).toContain(`<li>${when}</li>`);
      expect(mail!.body_html).toContain(
        `<li>Line 1, Business Digital Voice Unlimited: ${formatPhoneDisplay(held[0])} (new number)</li>`,
      );

      // A state change and a reschedule e-mail list them too; the new window says its zone.
      await moveOrder(server().ctx, {
        orderNo: body.svc_orderNo,
        to: 'inProgress',
        by: SYSTEM_ACTOR,
      });
      await rescheduleOrder(server().ctx, {
        orderNo: body.svc_orderNo,
        date: other.date,
        code: other.code,
        by: SYSTEM_ACTOR,
      });
      const mails = await mailsOf(server(), body.svc_orderNo);
      const started = mails.find((m) => m.subject.includes('work on your order'));
      const rescheduled = mails.find((m) => m.subject.includes('was rescheduled'));
      expect(started!.body_text).toContain(
        ['Phone lines:', ...expected[1]!.items.map((i) => `  ${i}`)].join('\n'),
      );
      const window = `${other.interval.replace(' - ', ' – ')} ET`;
      expect(rescheduled!.body_text).toContain(
        `rescheduled to ${formatLongDay(other.date)}, ${window}.`,
      );
      expect(rescheduled!.body_text).toContain(
        `  Technician visit on ${formatLongDay(other.date)}, ${window}\n`,
      );
    });
  });

  describe('status lookup', () => {
    it('answers with the right number and ZIP, 404 otherwise', async () => {
      const { v } = await readyToSubmit(server(), 2);
      const { body } = await submit(v, randomUUID());
      const anyone = new Visitor(server());
      const res = await anyone.json('POST', '/OrderStatus/Lookup', {
        orderNumber: body.svc_orderNo.toLowerCase(),
        zipCode: '02110',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ svc_orderNo: body.svc_orderNo, status: 'acknowledged' });
      expect(res.body.statusHistory.map((h: any) => h.status)).toEqual(['acknowledged']);
      expect(res.body.installation.type).toBe('tech');
      expect(res.body.pricedCart.monthly).toMatch(/^\d+\.\d\d$/);
      const wrongZip = await anyone.json('POST', '/OrderStatus/Lookup', {
        orderNumber: body.svc_orderNo,
        zipCode: '02111',
      });
      expect(wrongZip.status).toBe(404);
      expect(wrongZip.body.message).toBe(
        'We could not find an order with that number and ZIP code.',
      );
      const wrongNo = await anyone.json('POST', '/OrderStatus/Lookup', {
        orderNumber: 'MB0000000000',
        zipCode: '02110',
      });
      expect(wrongNo.status).toBe(404);
      expect(wrongNo.body.message).toBe(wrongZip.body.message);
      const bad = await anyone.json('POST', '/OrderStatus/Lookup', {
        orderNumber: body.svc_orderNo,
        zipCode: '021',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe('zipCode');
    });
  });

  describe('automatic cancellation', () => {
    it('cancels orders still submitted after 10 days and gives their slot back', async () => {
      const { v, cartId, slot } = await readyToSubmit(server(), 3);
      const { body } = await submit(v, randomUUID());
      const ctx = server().ctx;
      const takenOf = async () =>
        (
          await ctx.db.kysely
            .selectFrom('install_slots')
            .select('taken')
            .where('area', '=', '021')
            .where('slot_date', '=', slot.date)
            .where('interval_code', '=', slot.code)
            .where('install_type', '=', 'tech')
            .executeTakeFirstOrThrow()
        ).taken;
      const takenBefore = await takenOf();
      const day = 86_400_000;
      expect(await cancelUnfulfilledOrders(ctx, new Date(Date.now() + 9 * day))).not.toContain(
        body.svc_orderNo,
      );
      const cancelled = await cancelUnfulfilledOrders(
        ctx,
        new Date(Date.now() + 10 * day + 60_000),
      );
      expect(cancelled).toContain(body.svc_orderNo);
      const [order] = await ordersOf(server(), cartId);
      expect(order!.status).toBe('cancelled');
      const history = await ctx.db.kysely
        .selectFrom('order_status_history')
        .selectAll()
        .where('order_no', '=', body.svc_orderNo)
        .orderBy('id')
        .execute();
      expect(history.map((h) => h.status)).toEqual(['acknowledged', 'cancelled']);
      expect(history[1]!.note).toBe('Not fulfilled within 10 days: canceled automatically');
      expect(await takenOf()).toBe(takenBefore - 1);
      // Running again changes nothing.
      expect(await cancelUnfulfilledOrders(ctx, new Date(Date.now() + 11 * day))).not.toContain(
        body.svc_orderNo,
      );
      const lookup = await new Visitor(server()).json('POST', '/OrderStatus/Lookup', {
        orderNumber: body.svc_orderNo,
        zipCode: '02110',
      });
      expect(lookup.body.status).toBe('cancelled');
    });
  });
});
