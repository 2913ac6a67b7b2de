import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  formatLongDay,
  formatPhoneDashed,
  formatPhoneDisplay,
  formatPhonePrint,
  formatTenDigitPhone,
  matchKey,
  normalizeTaxId,
  stripDashes,
  stripMinusSign,
  toSearchTerm,
} from './format';

describe('phone formatting', () => {
  it.each([
    ['(201) 555-0123 x', '2015550123'],
    [2015550123, '2015550123'],
    [null, ''],
    [{}, ''],
  ])('keeps digits only: %j -> %j', (value, digits) => {
    expect(digitsOnly(value)).toBe(digits);
  });

  it.each([
    ['', ''],
    ['201', '201'],
    ['2015', '201-5'],
    ['201555', '201-555'],
    ['2015550', '201-555-0'],
    ['2015550123', '201-555-0123'],
    ['20155501234567', '201-555-0123'],
    ['(201) 555.0123', '201-555-0123'],
  ])('dashes ddd-ddd-dddd as typed, up to 10 digits (000 §5): %j -> %j', (typed, shown) => {
    expect(formatPhoneDashed(typed)).toBe(shown);
  });

  it('strips dashes before sending', () => {
    expect(stripDashes('201-555-0123')).toBe('2015550123');
    expect(stripDashes(undefined)).toBe('');
  });

  it('displays (xxx) xxx-xxxx and prints xxx.xxx.xxxx (001 §2, 002 §5)', () => {
    expect(formatPhoneDisplay('201-555-0123')).toBe('(201) 555-0123');
    expect(formatPhonePrint('2015550123')).toBe('201.555.0123');
    expect(formatPhoneDisplay('12345')).toBe('12345');
    expect(formatPhonePrint(null)).toBe('');
  });

  it.each([
    ['2015550123', '201-555-0123'],
    ['201-555-0123', '201-555-0123'],
    ['201555012', '201555012'],
    [2015550123, '201-555-0123'],
  ])('shows a 10-digit number without dashes as 3-3-4 (002 §5): %j -> %j', (value, shown) => {
    expect(formatTenDigitPhone(value)).toBe(shown);
  });
});

describe('other formatting', () => {
  it.each([
    ['-40', '40'],
    ['-$80.00', '$80.00'],
    ['\u221240', '40'],
    [-40, '40'],
    ['40', '40'],
  ])('strips any minus sign from the joint-offer price (000 §5, 002 §3): %j', (price, shown) => {
    expect(stripMinusSign(price)).toBe(shown);
  });

  it('removes non-alphanumerics from tax ids (002 §5)', () => {
    expect(normalizeTaxId('12-3456789')).toBe('123456789');
    expect(normalizeTaxId(' ab 12/34 ')).toBe('ab1234');
  });

  it('uppercases search terms (000 §5)', () => {
    expect(toSearchTerm('123 main st')).toBe('123 MAIN ST');
    expect(toSearchTerm('apt 4b')).toBe('APT 4B');
    expect(toSearchTerm(null)).toBe('');
  });

  it('matches ignoring spaces, commas and case (000 §4, §5)', () => {
    expect(matchKey('Apt 4, B')).toBe(matchKey('APT4B'));
    expect(matchKey('123 Main St, Newark, NJ')).toBe('123mainstnewarknj');
  });

  it('writes a calendar day in full, whatever the time zone', () => {
    expect(formatLongDay('2026-12-01')).toBe('Tuesday, December 1, 2026');
    expect(formatLongDay('2026-02-30')).toBe('2026-02-30');
    expect(formatLongDay('soon')).toBe('soon');
  });
});
