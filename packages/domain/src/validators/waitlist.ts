/**
 * Waitlist registration form 'Let me know when fiber internet is available'.
 *
 * As the user types, names go through `filterLetters` and the zip through `filterZipInput`
 * (key-filters.ts); the validators below judge the submitted values.
 */
import { ERROR_MESSAGES } from '../errors';
import { asText, isBlank, readField } from '../input';
import { isStandardEmail } from './email';

/** "Letters only": any script's letters (with combining marks), no spaces, digits or punctuation. */
const LETTERS_ONLY = /^\p{L}[\p{L}\p{M}]*$/u;
/** 5 digits, first digit 1-9. As worded by the spec this rejects real zips that start
 * with 0 (New England, NJ, PR); kept as the contract says. */
const WAITLIST_ZIP = /^[1-9][0-9]{4}$/;
/** 10 digits, first digit 1-9. */
const WAITLIST_PHONE = /^[1-9][0-9]{9}$/;
/** Names are checked on at most this many characters so a huge paste never reaches the regex. */
const MAX_NAME_LENGTH = 100;

function lettersOnly(value: unknown): boolean {
  const text = asText(value).trim();
  return text.length <= MAX_NAME_LENGTH && LETTERS_ONLY.test(text);
}

/** firstName, letters only: 'Invalid firstname'. */
export function validateWaitlistFirstName(value: unknown): string | null {
  return lettersOnly(value) ? null : ERROR_MESSAGES.waitlistFirstName;
}

/** lastName, letters only: 'Invalid lastname'. */
export function validateWaitlistLastName(value: unknown): string | null {
  return lettersOnly(value) ? null : ERROR_MESSAGES.waitlistLastName;
}

/** email: 'Invalid email'. The spec names no pattern; bizline uses the standard one. */
export function validateWaitlistEmail(value: unknown): string | null {
  return isStandardEmail(value) ? null : ERROR_MESSAGES.waitlistEmail;
}

/** zipCode, 5 digits with first digit 1-9: 'Invalid ZIP code'. */
export function validateWaitlistZip(value: unknown): string | null {
  return WAITLIST_ZIP.test(asText(value).trim()) ? null : ERROR_MESSAGES.waitlistZip;
}

/** Optional 10-digit phone with first digit 1-9. Dashes, spaces, dots and parentheses are
 * ignored (the stored phone form is ddd-ddd-dddd). */
function optionalWaitlistPhone(value: unknown): boolean {
  const text = asText(value).trim();
  if (text === '') return true;
  if (/[^0-9\-\s.()]/.test(text)) return false;
  return WAITLIST_PHONE.test(text.replace(/[^0-9]/g, ''));
}

/** mobileNum, optional: 'Invalid mobile number'. */
export function validateWaitlistMobile(value: unknown): string | null {
  return optionalWaitlistPhone(value) ? null : ERROR_MESSAGES.waitlistMobile;
}

/** businessNum, optional: 'Invalid business number'. */
export function validateWaitlistBusinessPhone(value: unknown): string | null {
  return optionalWaitlistPhone(value) ? null : ERROR_MESSAGES.waitlistBusinessPhone;
}

/** streetAddress and city: 'Required field'. */
export function validateWaitlistRequired(value: unknown): string | null {
  return isBlank(value) ? ERROR_MESSAGES.waitlistRequired : null;
}

/** checkBox (notify consent) must be ticked: 'Required field'. */
export function validateWaitlistConsent(value: unknown): string | null {
  return value === true ? null : ERROR_MESSAGES.waitlistRequired;
}

/** Waitlist form values. */
interface WaitlistValues {
  firstName: unknown;
  lastName: unknown;
  email: unknown;
  zipCode: unknown;
  mobileNum: unknown;
  businessNum: unknown;
  city: unknown;
  unit: unknown;
  streetAddress: unknown;
  checkBox: unknown;
}

export type WaitlistField = keyof WaitlistValues;

/** Every rule of the waitlist form; submit requires the result to be empty. `unit` has
 * no rule. */
export function validateWaitlistForm(values: unknown): Partial<Record<WaitlistField, string>> {
  const checks: ReadonlyArray<[WaitlistField, (value: unknown) => string | null]> = [
    ['firstName', validateWaitlistFirstName],
    ['lastName', validateWaitlistLastName],
    ['email', validateWaitlistEmail],
    ['zipCode', validateWaitlistZip],
    ['mobileNum', validateWaitlistMobile],
    ['businessNum', validateWaitlistBusinessPhone],
    ['streetAddress', validateWaitlistRequired],
    ['city', validateWaitlistRequired],
    ['checkBox', validateWaitlistConsent],
  ];
  const errors: Partial<Record<WaitlistField, string>> = {};
  for (const [field, check] of checks) {
    const message = check(readField(values, field));
    if (message !== null) errors[field] = message;
  }
  return errors;
}
