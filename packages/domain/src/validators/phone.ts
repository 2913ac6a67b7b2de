/**
 * Address-page phone.
 *
 * The UI calls `sanitizePhone` on every keystroke (digits only, at most 10) and shows
 * `formatPhoneDashed` of the result; `validatePhone` is then run on the stored ddd-ddd-dddd value
 * and the server runs it on what it receives. Dashes are removed before sending (`stripDashes`).
 */
import { PHONE_DIGITS, REJECTED_PHONE_SEQUENCE } from '../constants';
import { ERROR_MESSAGES } from '../errors';
import { digitsOnly } from '../format';
import { asText } from '../input';

/** Digits only, up to 10: what the phone field keeps of what is typed or pasted. */
export function sanitizePhone(value: unknown): string {
  return digitsOnly(value).slice(0, PHONE_DIGITS);
}

/**
 * The phone rules of 000 §5 on 10 digits: not starting with 0 or 1, not all the same digit,
 * not the rejected sequence.
 */
export function isValidPhoneDigits(digits: unknown): boolean {
  return (
    typeof digits === 'string' &&
    /^[2-9][0-9]{9}$/.test(digits) &&
    !/^(\d)\1{9}$/.test(digits) &&
    digits !== REJECTED_PHONE_SEQUENCE
  );
}

/**
 * Address-page phone validator. Accepts the digits alone or laid out with dashes
 * (the stored form), spaces, dots or parentheses; any other character, or anything but exactly
 * 10 digits, is invalid.
 * - empty: 'Your mobile number must be 10 digits.'
 * - otherwise invalid: 'Please enter your valid phone number.'
 */
export function validatePhone(value: unknown): string | null {
  if (value === null || value === undefined) return ERROR_MESSAGES.phoneRequired;
  if (typeof value !== 'string' && typeof value !== 'number') return ERROR_MESSAGES.phoneInvalid;
  const text = asText(value).trim();
  // Only separators typed (e.g. '--') count as empty as well.
  if (text.replace(/[-\s.()]/g, '') === '') return ERROR_MESSAGES.phoneRequired;
  if (/[^0-9\-\s.()]/.test(text)) return ERROR_MESSAGES.phoneInvalid;
  return isValidPhoneDigits(digitsOnly(text)) ? null : ERROR_MESSAGES.phoneInvalid;
}
