import { describe, expect, it } from 'vitest';
import { SLOT_TAKEN_MESSAGE, dueDateAnswer } from '@bizline/domain/wire/checkout';
import { firstBookableDate } from '@bizline/domain/orders/install-calendar';
import { describeEachDialect, type TestServer } from '../../../test/support';
import { withEntryFixtures } from '../../../test/suite-start';
import { loadCheckoutRow } from '../../../test/checkout-row';
import { checkoutVisitor, slotsOf } from '../../../test/checkout-ready';
import { generateSlots, holdSlot, releaseExpiredHolds } from './service';

async function slotRow(server: TestServer, area: string, date: string, code: string) {
  return server.ctx.db.kysely
    .selectFrom('install_slots')
    .selectAll()
    .where('area', '=', area)
    .where('slot_date', '=', date)
    .where('interval_code', '=', code)
    .where('install_type', '=', 'tech')
    .executeTakeFirstOrThrow();
}

async function setCapacity(server: TestServer, id: number, capacity: number) {
  await server.ctx.db.kysely
    .updateTable('install_slots')
    .set({ capacity })
    .where('id', '=', id)
    .execute();
}

describeEachDialect('install slots', (server) => {
  withEntryFixtures(server);

  describe('listing', () => {
    it('GetDueDateDetails answers business days from two days out with three intervals', async () => {
      const { v } = await checkoutVisitor(server());
      const res = await v.json('GET', '/Checkout/GetDueDateDetails');
      expect(res.status).toBe(200);
      const answer = dueDateAnswer.parse(res.body);
      expect(answer).toMatchObject({ GetDueDateStatus: 'SUCCESS', SIselected: 'tech' });
      const dates = JSON.parse(answer.DueDates) as string[];
      expect(dates.length).toBeGreaterThanOrEqual(10);
      expect(dates[0]! >= firstBookableDate(new Date())).toBe(true);
      for (const d of dates) expect([0, 6]).not.toContain(new Date(`${d}T12:00:00Z`).getUTCDay());
      const first = slotsOf(answer).filter((s) => s.date === dates[0]);
      expect(first.map((s) => s.interval)).toEqual([
        '8:00 AM - 12:00 PM',
        '12:00 PM - 4:00 PM',
        '4:00 PM - 8:00 PM',
      ]);
      expect(JSON.parse(answer.appointmentCode)).toBe('TECH-021');
    });

    it('GenerateSelfInstallment switches to self install; both or neither is a 400', async () => {
      const { v } = await checkoutVisitor(server());
      const self = await v.json('POST', '/Checkout/GenerateSelfInstallment', {
        isSelfInstall: 'Y',
        isTechInstall: 'N',
      });
      expect(self.status).toBe(200);
      expect(self.body.SIselected).toBe('self');
      expect(new Set(slotsOf(self.body).map((s) => s.code))).toEqual(new Set(['SHIP']));
      const again = await v.json('GET', '/Checkout/GetDueDateDetails');
      expect(again.body.SIselected).toBe('self');
      const both = await v.json('POST', '/Checkout/GenerateSelfInstallment', {
        isSelfInstall: 'Y',
        isTechInstall: 'Y',
      });
      expect(both.status).toBe(400);
      expect(both.body.message).toMatch(/self install or technician install/);
    });
  });

  describe('holding', () => {
    it('holds a slot, refuses it to the next visitor with the 002 §8 text, frees it on change', async () => {
      const a = await checkoutVisitor(server());
      const b = await checkoutVisitor(server());
      const list = slotsOf((await a.v.json('GET', '/Checkout/GetDueDateDetails')).body);
      const [first, second] = [list[3]!, list[4]!];
      const row = await slotRow(server(), '021', first.date, first.code);
      await setCapacity(server(), row.id, 1);

      const held = await a.v.json('POST', '/Checkout/SetDueDate', {
        dueDate: first.date,
        timeSlotCode: first.code,
      });
      expect(held.status).toBe(200);
      expect(held.body).toMatchObject({
        Status: 'SUCCESS',
        dueDate: first.date,
        timeSlot: first.interval,
      });
      const minutes = (Date.parse(held.body.heldUntil) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(14);
      expect(minutes).toBeLessThanOrEqual(15);
      const saved = await loadCheckoutRow(server(), a.cartId);
      expect(saved.progress.installation).toBe('Y');
      expect(saved.answers.installation).toMatchObject({
        dueDate: first.date,
        timeSlotCode: first.code,
        type: 'tech',
      });

      const taken = await b.v.json('POST', '/Checkout/SetDueDate', {
        dueDate: first.date,
        timeSlotCode: first.code,
      });
      expect(taken.status).toBe(200);
      expect(taken.body.Status).toBe('FAIL');
      expect(taken.body.message).toBe(SLOT_TAKEN_MESSAGE);
      expect(taken.body.message).toBe(
        'Selected Slot in the given Due Date is not available.  Please select other Slot/Date',
      );
      expect((await slotRow(server(), '021', first.date, first.code)).taken).toBe(1);
      const listed = slotsOf((await b.v.json('GET', '/Checkout/GetDueDateDetails')).body);
      expect(listed.find((s) => s.date === first.date && s.code === first.code)).toBeUndefined();

      // A cart holds one slot: choosing another gives the first back.
      const moved = await a.v.json('POST', '/Checkout/SetDueDate', {
        dueDate: second.date,
        timeSlotCode: second.code,
      });
      expect(moved.body.Status).toBe('SUCCESS');
      expect((await slotRow(server(), '021', first.date, first.code)).taken).toBe(0);
      const retry = await b.v.json('POST', '/Checkout/SetDueDate', {
        dueDate: first.date,
        timeSlotCode: first.code,
      });
      expect(retry.body.Status).toBe('SUCCESS');
    });

    it('unknown slots FAIL, bad input is a 400, and installation waits for installments (409)', async () => {
      const { v } = await checkoutVisitor(server());
      const unknown = await v.json('POST', '/Checkout/SetDueDate', {
        dueDate: '2031-01-01',
        timeSlotCode: 'AM',
      });
      expect(unknown.body).toMatchObject({ Status: 'FAIL', message: SLOT_TAKEN_MESSAGE });
      const bad = await v.json('POST', '/Checkout/SetDueDate', {
        dueDate: 'tomorrow',
        timeSlotCode: 'AM',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe('dueDate');

      const early = await checkoutVisitor(server(), { personalInfo: 'Y' });
      const list = slotsOf((await early.v.json('GET', '/Checkout/GetDueDateDetails')).body);
      const res = await early.v.json('POST', '/Checkout/SetDueDate', {
        dueDate: list[0]!.date,
        timeSlotCode: list[0]!.code,
      });
      expect(res.status).toBe(409);
      expect(res.body.Status).toBe('FAILURE');
    });

    it('records the questionnaire answer', async () => {
      const { v, cartId } = await checkoutVisitor(server());
      const res = await v.json('POST', '/Checkout/SetCovid19QuestionValue', { answer: 'Y' });
      expect(res.body).toEqual({ Status: 'SUCCESS' });
      expect((await loadCheckoutRow(server(), cartId)).answers.covid).toBe('Y');
      const bad = await v.json('POST', '/Checkout/SetCovid19QuestionValue', { answer: 'maybe' });
      expect(bad.status).toBe(400);
    });
  });

  describe('capacity', () => {
    it('50 concurrent holds on a slot of capacity 3 give exactly 3 holds', async () => {
      const ctx = server().ctx;
      await generateSlots(ctx, { area: '999', days: 3, capacity: 3, types: ['tech'] });
      const slot = await ctx.db.kysely
        .selectFrom('install_slots')
        .selectAll()
        .where('area', '=', '999')
        .orderBy('slot_date')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          holdSlot(ctx, {
            cartId: `race-cart-${i}`,
            area: '999',
            date: slot.slot_date,
            intervalCode: slot.interval_code,
            installType: 'tech',
          }),
        ),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(3);
      const after = await ctx.db.kysely
        .selectFrom('install_slots')
        .select('taken')
        .where('id', '=', slot.id)
        .executeTakeFirstOrThrow();
      expect(after.taken).toBe(3);
      const holds = await ctx.db.kysely
        .selectFrom('slot_holds')
        .select('cart_id')
        .where('slot_id', '=', slot.id)
        .where('status', '=', 'held')
        .execute();
      expect(holds).toHaveLength(3);
    });

    it('an expired hold frees its unit: lazily on the next hold, and by the sweep', async () => {
      const ctx = server().ctx;
      await generateSlots(ctx, { area: '998', days: 2, capacity: 1, types: ['tech'] });
      const [s1, s2] = await ctx.db.kysely
        .selectFrom('install_slots')
        .selectAll()
        .where('area', '=', '998')
        .orderBy('slot_date')
        .orderBy('id')
        .limit(2)
        .execute();
      const past = new Date(Date.now() - 20 * 60_000);
      const at = (slot: typeof s1, cartId: string, now?: Date) =>
        holdSlot(ctx, {
          cartId,
          area: '998',
          date: slot!.slot_date,
          intervalCode: slot!.interval_code,
          installType: 'tech',
          now,
        });
      expect((await at(s1, 'old-cart', past)).ok).toBe(true);
      // Still full for a hold made before it ended...
      expect((await at(s1, 'early-cart', new Date(past.getTime() + 60_000))).ok).toBe(false);
      // ...and free once it ended: the new hold takes the unit over.
      expect((await at(s1, 'new-cart')).ok).toBe(true);
      const oldHold = await ctx.db.kysely
        .selectFrom('slot_holds')
        .select('status')
        .where('cart_id', '=', 'old-cart')
        .executeTakeFirstOrThrow();
      expect(oldHold.status).toBe('released');
      const taken = async (id: number) =>
        (
          await ctx.db.kysely
            .selectFrom('install_slots')
            .select('taken')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).taken;
      expect(await taken(s1!.id)).toBe(1);

      expect((await at(s2, 'swept-cart', past)).ok).toBe(true);
      expect(await taken(s2!.id)).toBe(1);
      expect(await releaseExpiredHolds(ctx)).toBeGreaterThanOrEqual(1);
      expect(await taken(s2!.id)).toBe(0);
    });
  });
});
