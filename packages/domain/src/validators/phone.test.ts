import { describe, expect, it } from 'vitest';
import { isValidPhoneDigits, sanitizePhone, validatePhone } from './phone';

const REQUIRED = 'Your mobile number must be 10 digits.';
const INVALID = 'Please enter your valid phone number.';

describe('sanitizePhone and validatePhone (000 §5)', () => {
  it.each([
    // A valid number, plain or dashed: digits kept, accepted.
    ['(201) 555-0123', '2015550123', null],
    ['2015550123', '2015550123', null],
    ['201-555-0123', '2015550123', null],
    ['(201) 555.0123', '2015550123', null],
    [2015550123, '2015550123', null],
    ['2222222223', '2222222223', null],
    // Empty: 'Your mobile number must be 10 digits.'
    ['', '', REQUIRED],
    ['   ', '', REQUIRED],
    ['--', '', REQUIRED],
    [null, '', REQUIRED],
    [undefined, '', REQUIRED],
    [Number.NaN, '', REQUIRED],
    // Not exactly 10 digits (sanitising keeps the first 10).
    ['201555012345', '2015550123', INVALID],
    ['201555012', '201555012', INVALID],
    ['20155501234', '2015550123', INVALID],
    ['201-555', '201555', INVALID],
    // Starting with 0 or 1.
    ['0015550123', '0015550123', INVALID],
    ['1015550123', '1015550123', INVALID],
    // 4465445654.
    ['4465445654', '4465445654', INVALID],
    ['446-544-5654', '4465445654', INVALID],
    // Letters, other characters and non-text values.
    ['abc', '', INVALID],
    ['201555012a', '201555012', INVALID],
    ['+12015550123', '1201555012', INVALID],
    [{}, '', INVALID],
    [true, '', INVALID],
  ])('%j: sanitised %j, %j', (typed, kept, problem) => {
    expect(sanitizePhone(typed)).toBe(kept);
    expect(validatePhone(typed)).toBe(problem);
  });

  it('must not be all the same digit 2 to 9', () => {
    for (let d = 2; d <= 9; d++) expect(validatePhone(String(d).repeat(10))).toBe(INVALID);
  });

  it('exposes the digit rule', () => {
    expect(isValidPhoneDigits('2015550123')).toBe(true);
    expect(isValidPhoneDigits('201-555-0123')).toBe(false);
  });
});
