import { describe, expect, it } from 'vitest';
import { formatDay, formatWhen } from './format';

describe('console dates', () => {
  it('words a calendar day like the date of formatWhen, whatever the time zone', () => {
    expect(formatDay('2026-11-24')).toBe('Nov 24, 2026');
    expect(formatDay('2026-12-01')).toBe('Dec 1, 2026');
    expect(formatWhen('2026-11-24T12:00:00Z')).toMatch(/^Nov 24, 2026, /);
  });

  it('shows what is not a day as given, and nothing for nothing', () => {
    expect(formatDay('soon')).toBe('soon');
    expect(formatDay(null)).toBe('');
  });
});
