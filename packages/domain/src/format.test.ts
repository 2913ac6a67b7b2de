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
  it('keeps digits only', () => {
    expect(digitsOnly('(201) 555-0123 x')).toBe('2015550123');
    expect(digitsOnly(2015550123)).toBe('2015550123');
    expect(digitsOnly(null)).toBe('');
    expect(digitsOnly({})).toBe('');
  });

  it('dashes ddd-ddd-dddd as typed, up to 10 digits (000 §5)', () => {
    expect(formatPhoneDashed('')).toBe('');
    expect(formatPhoneDashed('201')).toBe('201');
    expect(formatPhoneDashed('2015')).toBe('201-5');
    expect(formatPhoneDashed('201555')).toBe('201-555');
    expect(formatPhoneDashed('2015550')).toBe('201-555-0');
    expect(formatPhoneDashed('2015550123')).toBe('201-555-0123');
    expect(formatPhoneDashed('20155501234567')).toBe('201-555-0123');
    expect(formatPhoneDashed('(201) 555.0123')).toBe('201-555-0123');
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

  it('shows a 10-digit number without dashes as 3-3-4 (002 §5)', () => {
    expect(formatTenDigitPhone('2015550123')).toBe('201-555-0123');
    expect(formatTenDigitPhone('201-555-0123')).toBe('201-555-0123');
    expect(formatTenDigitPhone('201555012')).toBe('201555012');
    expect(formatTenDigitPhone(2015550123)).toBe('201-555-0123');
  });
});

describe('other formatting', () => {
  it('strips any minus sign from the joint-offer price (000 §5, 002 §3)', () => {
    expect(stripMinusSign('-40')).toBe('40');
    expect(stripMinusSign('-$80.00')).toBe('$80.00');
    expect(stripMinusSign('\u221240')).toBe('40');
    expect(stripMinusSign(-40)).toBe('40');
    expect(stripMinusSign('40')).toBe('40');
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
