import { describe, expect, it } from 'vitest';
import { isTimeZone, localHourOn, mobileKey, reminderTimes, smsKeyword } from './reminders';

describe('reminder times', () => {
  it('are the hour in the provider zone, summer and winter', () => {
    expect(localHourOn('2026-07-15', 8, 'America/Chicago').toISOString()).toBe(
      '2026-07-15T13:00:00.000Z',
    );
    expect(localHourOn('2026-12-15', 8, 'America/Chicago').toISOString()).toBe(
      '2026-12-15T14:00:00.000Z',
    );
    expect(localHourOn('2026-12-15', 8, 'UTC').toISOString()).toBe('2026-12-15T08:00:00.000Z');
  });

  it('hold across a change of daylight saving time and a month end', () => {
    // 2026-03-08: New York moves from UTC-5 to UTC-4 at 2 am.
    const t = reminderTimes('2026-03-08', 9, 'America/New_York');
    expect(t['day-before'].toISOString()).toBe('2026-03-07T14:00:00.000Z');
    expect(t['day-of'].toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(reminderTimes('2026-03-01', 8, 'UTC')['day-before'].toISOString()).toBe(
      '2026-02-28T08:00:00.000Z',
    );
  });

  it('know a zone name from a typo', () => {
    expect(isTimeZone('America/Denver')).toBe(true);
    expect(isTimeZone('America/Denvr')).toBe(false);
  });
});

describe('sms keywords', () => {
  it('stop and start, whatever the case and punctuation; other words are none', () => {
    expect(smsKeyword(' stop ')).toBe('stop');
    expect(smsKeyword('Stop.')).toBe('stop');
    expect(smsKeyword('UNSUBSCRIBE')).toBe('stop');
    expect(smsKeyword('start')).toBe('start');
    expect(smsKeyword('please stop texting')).toBeNull();
    expect(smsKeyword('hello')).toBeNull();
  });
});

describe('mobile numbers', () => {
  it('are kept as their 10 digits, typed or in E.164', () => {
    expect(mobileKey('617-555-0142')).toBe('6175550142');
    expect(mobileKey('+1 (617) 555-0142')).toBe('6175550142');
    expect(mobileKey('6175550142')).toBe('6175550142');
  });
});
