/**
 * The holiday-offer banner's countdown: days, hours, minutes and seconds left until the
 * configured end date. Pure; the banner re-renders it every second.
 */

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A date given as text (ISO 8601), epoch ms or Date; null when it is not a valid time. */
export function parseEndTime(end: unknown): number | null {
  if (end instanceof Date) return Number.isNaN(end.getTime()) ? null : end.getTime();
  if (typeof end === 'number') return Number.isFinite(end) ? end : null;
  if (typeof end !== 'string' || end.trim() === '') return null;
  const ms = Date.parse(end);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * Time left from `now` to `end`, in whole units (partial seconds round down, so the banner never
 * shows more time than is left). Null once the end is reached or when the end is not a date:
 * the offer is over and the banner goes away.
 */
export function countdownTo(end: unknown, now: number): Countdown | null {
  const endMs = parseEndTime(end);
  if (endMs === null) return null;
  const left = Math.floor((endMs - now) / SECOND) * SECOND;
  if (left <= 0) return null;
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}
