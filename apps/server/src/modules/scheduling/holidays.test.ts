/**
 * Install dates skip the provider's holidays (issue 10 §8: Thanksgiving was offered). The list
 * is data (data/holidays.json): the generator writes no slot on a holiday, a slot written before
 * is never offered nor held, and the due dates of a checkout never name one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dueDateAnswer } from '@bizline/domain/wire/checkout';
import { describeEachDialect } from '../../../test/support';
import { withEntryFixtures } from '../../../test/suite-start';
import { checkoutVisitor } from '../../../test/checkout-ready';
import { loadHolidays, providerHolidays } from './holidays';
import { availableSlots, dueDatesForArea, generateSlots, holdSlot } from './service';
import * as repo from './repo';

const THANKSGIVING = '2026-11-26';
const DAY_AFTER = '2026-11-27';
/** Monday of Thanksgiving week: the offered window (from two days out) spans both days. */
const MONDAY = new Date('2026-11-23T15:00:00Z');

describe('the holiday list (data/holidays.json)', () => {
  it('names the US federal holidays of 2026-2028 and the day after Thanksgiving', () => {
    const days = providerHolidays();
    for (const d of [THANKSGIVING, DAY_AFTER, '2026-12-25', '2027-11-25', '2028-11-23']) {
      expect(days.has(d), d).toBe(true);
    }
    expect([...days].filter((d) => d.startsWith('2027')).length).toBeGreaterThanOrEqual(11);
  });

  it('refuses a file with a bad date, naming the file and the entry', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bizline-holidays-'));
    const file = path.join(dir, 'holidays.json');
    fs.writeFileSync(file, JSON.stringify({ holidays: [{ date: '11/26/2026', name: 'x' }] }));
    expect(() => loadHolidays(file)).toThrow(
      `HOLIDAYS_FILE (${file}): holidays.0.date: must be a date as YYYY-MM-DD`,
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describeEachDialect('install slots skip holidays', (server) => {
  withEntryFixtures(server);

  it('npm run slots:generate writes no slot on Thanksgiving or the day after', async () => {
    await generateSlots(server().ctx, { area: '770', days: 10, now: MONDAY });
    const dates = await server()
      .ctx.db.kysely.selectFrom('install_slots')
      .select('slot_date')
      .distinct()
      .where('area', '=', '770')
      .orderBy('slot_date')
      .execute();
    const days = dates.map((d) => d.slot_date);
    expect(days).toHaveLength(10);
    expect(days[0]).toBe('2026-11-25');
    expect(days).not.toContain(THANKSGIVING);
    expect(days).not.toContain(DAY_AFTER);
    expect(days.slice(0, 2)).toEqual(['2026-11-25', '2026-11-30']);
  });

  it('a slot already written on Thanksgiving is neither offered nor held', async () => {
    // Written before the holiday list named the day (an older calendar).
    await repo.insertSlots(server().ctx.db.kysely, [
      {
        area: '771',
        slot_date: THANKSGIVING,
        interval_code: 'AM',
        interval_label: '8:00 AM - 12:00 PM',
        install_type: 'tech',
        capacity: 4,
      },
    ]);
    const slots = await availableSlots(server().ctx, '771', 'tech', MONDAY);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.map((s) => s.date)).not.toContain(THANKSGIVING);
    const answer = await dueDatesForArea(server().ctx, '771', 'tech', MONDAY);
    expect(JSON.parse(answer.DueDates)).not.toContain(THANKSGIVING);
    expect(JSON.parse(answer.DueDates)[0]).toBe('2026-11-25');
    const held = await holdSlot(server().ctx, {
      cartId: 'holiday-cart',
      area: '771',
      date: THANKSGIVING,
      intervalCode: 'AM',
      installType: 'tech',
      now: MONDAY,
    });
    expect(held).toEqual({ ok: false });
  });

  it("the checkout's due dates (GetDueDateDetails) name no holiday", async () => {
    const { v } = await checkoutVisitor(server());
    const res = await v.json('GET', '/Checkout/GetDueDateDetails');
    expect(res.status).toBe(200);
    const dates = JSON.parse(dueDateAnswer.parse(res.body).DueDates) as string[];
    expect(dates.length).toBeGreaterThan(0);
    const holidays = providerHolidays();
    expect(dates.filter((d) => holidays.has(d))).toEqual([]);
  });
});
