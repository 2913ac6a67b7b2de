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

describe('formatting', () => {
  const rules = {
    digitsOnly,
    formatPhoneDashed,
    stripDashes,
    formatPhoneDisplay,
    formatPhonePrint,
    formatTenDigitPhone,
    stripMinusSign,
    normalizeTaxId,
    toSearchTerm,
    matchKey,
    formatLongDay,
  };

  /** Each rule's cases: the value, and the text it makes. */
  const cases: { [R in keyof typeof rules]: [value: unknown, text: string][] } = {
    // Phone numbers keep their digits only...
    digitsOnly: [
      ['(201) 555-0123 x', '2015550123'],
      [2015550123, '2015550123'],
      [null, ''],
      [{}, ''],
    ],
    // ...are dashed ddd-ddd-dddd as typed, up to 10 digits (000 §5)...
    formatPhoneDashed: [
      ['', ''],
      ['201', '201'],
      ['2015', '201-5'],
      ['201555', '201-555'],
      ['2015550', '201-555-0'],
      ['2015550123', '201-555-0123'],
      ['20155501234567', '201-555-0123'],
      ['(201) 555.0123', '201-555-0123'],
    ],
    // Dashes are stripped before sending.
    stripDashes: [
      ['201-555-0123', '2015550123'],
      [undefined, ''],
    ],
    // Displayed (xxx) xxx-xxxx, printed xxx.xxx.xxxx (001 §2, 002 §5).
    formatPhoneDisplay: [
      ['201-555-0123', '(201) 555-0123'],
      ['12345', '12345'],
    ],
    formatPhonePrint: [
      ['2015550123', '201.555.0123'],
      [null, ''],
    ],
    // Tax ids lose their non-alphanumerics (002 §5).
    normalizeTaxId: [
      ['12-3456789', '123456789'],
      [' ab 12/34 ', 'ab1234'],
    ],
    // Search terms are uppercased (000 §5).
    toSearchTerm: [
      ['123 main st', '123 MAIN ST'],
      ['apt 4b', 'APT 4B'],
      [null, ''],
    ],
    // Matching ignores spaces, commas and case (000 §4, §5).
    matchKey: [['123 Main St, Newark, NJ', '123mainstnewarknj']],
    // A calendar day is written in full, whatever the time zone.
    formatLongDay: [
      ['2026-12-01', 'Tuesday, December 1, 2026'],
      ['2026-02-30', '2026-02-30'],
      ['soon', 'soon'],
    ],
    // A 10-digit number without dashes shows as 3-3-4 (002 §5).
    formatTenDigitPhone: [
      ['2015550123', '201-555-0123'],
      ['201-555-0123', '201-555-0123'],
      ['201555012', '201555012'],
      [2015550123, '201-555-0123'],
    ],
    // Any minus sign leaves the joint-offer price (000 §5, 002 §3).
    stripMinusSign: [
      ['-40', '40'],
      ['-$80.00', '$80.00'],
      ['\u221240', '40'],
      [-40, '40'],
      ['40', '40'],
    ],
  };

  it.each(
    Object.entries(cases).flatMap(([rule, list]) =>
      list.map(([value, text]) => ({ rule, value, text })),
    ),
  )('$rule($value) is $text', ({ rule, value, text }) => {
    expect(rules[rule as keyof typeof rules](value)).toBe(text);
  });

  it('matches ignoring spaces, commas and case (000 §4, §5)', () => {
    expect(matchKey('Apt 4, B')).toBe(matchKey('APT4B'));
  });
});
