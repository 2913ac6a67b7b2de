/** The reminders' hour and zone settings: defaults, and a bad value stops the start naming it. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

describe('reminder settings', () => {
  it('default to 7 am in the provider zone, before the earliest installation window', () => {
    expect(loadConfig({}).notices).toEqual({ reminderHour: 7, timeZone: 'America/New_York' });
    expect(
      loadConfig({ REMINDER_HOUR: '18', PROVIDER_TIME_ZONE: 'America/Denver' }).notices,
    ).toEqual({ reminderHour: 18, timeZone: 'America/Denver' });
  });

  it('refuse an hour past 23 and a zone that does not exist, naming the variable', () => {
    expect(() => loadConfig({ REMINDER_HOUR: '24' })).toThrow(/REMINDER_HOUR/);
    expect(() => loadConfig({ PROVIDER_TIME_ZONE: 'America/Denvr' })).toThrow(
      /PROVIDER_TIME_ZONE: not a time zone name/,
    );
  });
});
