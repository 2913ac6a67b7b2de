import { describe, expect, it } from 'vitest';
import { countdownTo, parseEndTime } from './holiday-countdown';

const END = '2026-12-31T23:59:59Z';
const endMs = Date.parse(END);

describe('countdownTo', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = endMs - (3 * 86_400_000 + 4 * 3_600_000 + 5 * 60_000 + 6_000);
    expect(countdownTo(END, now)).toEqual({ days: 3, hours: 4, minutes: 5, seconds: 6 });
  });

  it('rounds partial seconds down', () => {
    expect(countdownTo(END, endMs - 1_999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownTo(END, endMs - 59 * 60_000 - 59_999)).toEqual({
      days: 0,
      hours: 0,
      minutes: 59,
      seconds: 59,
    });
  });

  it('counts whole days beyond a month', () => {
    expect(countdownTo(END, endMs - 40 * 86_400_000)).toEqual({
      days: 40,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });

  it('is null at and after the end, and under one second before it', () => {
    expect(countdownTo(END, endMs)).toBeNull();
    expect(countdownTo(END, endMs + 1)).toBeNull();
    expect(countdownTo(END, endMs - 999)).toBeNull();
  });

  it('is null without a valid end date', () => {
    expect(countdownTo(undefined, 0)).toBeNull();
    expect(countdownTo('', 0)).toBeNull();
    expect(countdownTo('not a date', 0)).toBeNull();
  });

  it('reads ISO text with an offset, epoch ms and Date', () => {
    expect(parseEndTime('2026-12-31T18:59:59-05:00')).toBe(endMs);
    expect(parseEndTime(endMs)).toBe(endMs);
    expect(parseEndTime(new Date(endMs))).toBe(endMs);
    expect(parseEndTime(Number.NaN)).toBeNull();
  });
});
