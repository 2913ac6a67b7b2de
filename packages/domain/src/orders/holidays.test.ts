import { describe, expect, it } from 'vitest';
import holidays from '../../../../data/holidays.json';
import { businessDays, calendarFor } from './install-calendar';
import { holidayFile, holidaySet } from './holidays';

const monday = new Date('2026-11-23T15:00:00Z');
const days = holidaySet(holidayFile.parse(holidays));

describe('install calendar and provider holidays', () => {
  it('skips weekends and the provider holidays (Thanksgiving and the day after)', () => {
    expect(businessDays(monday, 3)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);
    expect(businessDays(monday, 3, undefined, days)).toEqual([
      '2026-11-25',
      '2026-11-30',
      '2026-12-01',
    ]);
  });

  it('writes no calendar row on a holiday', () => {
    const rows = calendarFor({ area: '021', type: 'tech', today: monday, days: 5, holidays: days });
    expect(rows.map((r) => r.slot_date)).not.toContain('2026-11-26');
    expect(new Set(rows.map((r) => r.slot_date)).size).toBe(5);
  });

  it('refuses a holiday that is not a calendar date', () => {
    const bad = holidayFile.safeParse({ holidays: [{ date: '2026-02-30', name: 'x' }] });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['must be a real calendar date']);
  });
});
