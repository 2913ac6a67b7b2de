import { describe, expect, it } from 'vitest';
import { isValidPhoneDigits, sanitizePhone, validatePhone } from './phone';

const REQUIRED = 'Your mobile number must be 10 digits.';
const INVALID = 'Please enter your valid phone number.';

describe('sanitizePhone (000 §5)', () => {
  it('keeps digits only, up to 10', () => {
    expect(sanitizePhone('(201) 555-0123')).toBe('2015550123');
    expect(sanitizePhone('201555012345')).toBe('2015550123');
    expect(sanitizePhone('abc')).toBe('');
    expect(sanitizePhone(null)).toBe('');
  });
});

describe('validatePhone (000 §5)', () => {
  it('accepts a valid number, plain or dashed', () => {
    expect(validatePhone('2015550123')).toBeNull();
    expect(validatePhone('201-555-0123')).toBeNull();
    expect(validatePhone('(201) 555.0123')).toBeNull();
    expect(validatePhone(2015550123)).toBeNull();
  });

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
