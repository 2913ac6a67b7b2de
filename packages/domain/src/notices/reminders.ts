/**
 * The customer's installation reminders and text-message keywords (docs/notices.md): when the
 * reminders fall due in the provider's time zone, and what an inbound text asks for.
 */

/** The two reminders of an installation: the day before it and the day of it. */
export const REMINDER_KINDS = ['day-before', 'day-of'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone` is ahead of UTC at the instant `utcMs`, in milliseconds. */
function zoneOffsetMs(utcMs: number, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(new Date(utcMs)).map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/** The instant it is `hour`:00 on `day` (YYYY-MM-DD) in `timeZone` (an IANA name). */
export function localHourOn(day: string, hour: number, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour);
  // The zone's offset at the wall time, then again at the instant found: right across a change
  // of daylight saving time (an hour skipped in spring lands an hour later).
  const first = wall - zoneOffsetMs(wall, timeZone);
  return new Date(wall - zoneOffsetMs(first, timeZone));
}

/** The day before `day` (YYYY-MM-DD). */
function dayBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/** When each reminder of an installation on `installDay` is due: `hour` local time. */
export function reminderTimes(
  installDay: string,
  hour: number,
  timeZone: string,
): Record<ReminderKind, Date> {
  return {
    'day-before': localHourOn(dayBefore(installDay), hour, timeZone),
    'day-of': localHourOn(installDay, hour, timeZone),
  };
}

/** Whether `timeZone` is an IANA time zone name this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The industry's opt-out and opt-in keywords (CTIA messaging principles): an inbound text that
 * is one of them, alone, stops or restarts texts to its number. Anything else is no keyword.
 */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT']);
const START_WORDS = new Set(['START', 'UNSTOP', 'YES']);

export function smsKeyword(text: string): 'stop' | 'start' | null {
  const word = text
    .trim()
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  return null;
}

/**
 * A mobile number as the notices keep it: its 10 digits (a US number), whether it came typed
 * ('617-555-0142') or from a gateway in E.164 ('+16175550142').
 */
export function mobileKey(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}
