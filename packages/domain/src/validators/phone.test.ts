import { describe, expect, it } from 'vitest';
import { isValidPhoneDigits, sanitizePhone, validatePhone } from './phone';

const REQUIRED = 'Your mobile number must be 10 digits.';
const INVALID = 'Please enter your valid phone number.';

describe('sanitizePhone (000 §5)', () => {
  it.each([
    ['(201) 555-0123', '2015550123'],
    ['201555012345', '2015550123'],
    ['abc', ''],
    [null, ''],
  ])('keeps digits only, up to 10: %j', (typed, kept) => {
    expect(sanitizePhone(typed)).toBe(kept);
  });
});

describe('validatePhone (000 §5)', () => {
  it.each(['2015550123', '201-555-0123', '(201) 555.0123', 2015550123])(
    'accepts a valid number, plain or dashed: %j',
    (phone) => {
      expect(validatePhone(phone)).toBeNull();
    },
  );

  it("empty gives 'Your mobile number must be 10 digits.'", () => {
    for (const v of ['', '   ', '--', null, undefined]) expect(validatePhone(v)).toBe(REQUIRED);
  });

  it('must be exactly 10 digits', () => {
    expect(validatePhone('201555012')).toBe(INVALID);
    expect(validatePhone('20155501234')).toBe(INVALID);
    expect(validatePhone('201-555')).toBe(INVALID);
  });

  it('must not start with 0 or 1', () => {
    expect(validatePhone('0015550123')).toBe(INVALID);
    expect(validatePhone('1015550123')).toBe(INVALID);
  });

  it('must not be all the same digit 2 to 9', () => {
    for (let d = 2; d <= 9; d++) expect(validatePhone(String(d).repeat(10))).toBe(INVALID);
    expect(validatePhone('2222222223')).toBeNull();
  });

  it('must not be 4465445654', () => {
    expect(validatePhone('4465445654')).toBe(INVALID);
    expect(validatePhone('446-544-5654')).toBe(INVALID);
  });

  it('rejects letters and other characters, and non-text values', () => {
    expect(validatePhone('201555012a')).toBe(INVALID);
    expect(validatePhone('+12015550123')).toBe(INVALID);
    expect(validatePhone({})).toBe(INVALID);
    expect(validatePhone(true)).toBe(INVALID);
    expect(validatePhone(Number.NaN)).toBe(REQUIRED);
  });

  it('exposes the digit rule', () => {
    expect(isValidPhoneDigits('2015550123')).toBe(true);
    expect(isValidPhoneDigits('201-555-0123')).toBe(false);
  });
});
