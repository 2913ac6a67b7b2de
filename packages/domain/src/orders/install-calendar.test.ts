import { describe, expect, it } from 'vitest';
import { businessDays, calendarFor, firstBookableDate } from './install-calendar';

describe('install calendar', () => {
  it('offers business days from two days out', () => {
    // Thursday 2026-03-05: +2 is Saturday, so Monday comes first.
    expect(businessDays(new Date('2026-03-05T15:00:00Z'), 3)).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
    ]);
    expect(firstBookableDate(new Date('2026-03-05T15:00:00Z'))).toBe('2026-03-07');
  });

  it('has three technician intervals a day and one self-install shipment', () => {
    const tech = calendarFor({ area: '021', type: 'tech', today: new Date('2026-03-02'), days: 2 });
    expect(tech).toHaveLength(6);
    expect(tech[0]).toEqual({
      area: '021',
      slot_date: '2026-03-04',
      interval_code: 'AM',
      interval_label: '8:00 AM - 12:00 PM',
      install_type: 'tech',
      capacity: 4,
    });
    const self = calendarFor({
      area: '021',
      type: 'self',
      today: new Date('2026-03-02'),
      days: 2,
      capacity: 9,
    });
    expect(self.map((s) => [s.interval_code, s.capacity])).toEqual([
      ['SHIP', 9],
      ['SHIP', 9],
    ]);
  });
});
