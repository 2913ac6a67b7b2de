/**
 * E-mail rules shared by the address page and the other forms.
 *
 * An address is kept exactly as the customer typed it (trimmed) or refused with the field's
 * message; it is never rewritten. The address page's rule strips characters other than word characters,
 * whitespace, ?, :, ., @ and - as the address page's field is typed, which turned a pasted
 * `zoë.owner@example.com` into `zo.owner@example.com` without a word, and every order e-mail
 * then went to someone else. Validators judge the value they are given (after trimming), so an
 * accepted value is exactly what will be stored; the server validates the same way.
 */
import { ERROR_MESSAGES } from '../errors';
import { asText } from '../input';

/** Longest address accepted (RFC 5321 path limit). Checked before any pattern so that a huge
 * input never reaches a regular expression. */
export const MAX_EMAIL_LENGTH = 254;

/**
 * Address pattern of 000 §5 (also the agent form's customer e-mail, 002 §5): word characters,
 * dots and hyphens; ending .com, .net, .org, .edu, .mil, .name or a 2-letter ending.
 */
export const PRODUCT_EMAIL_PATTERN =
  /^[\w-]+(?:\.[\w-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.(?:com|net|org|edu|mil|name|[A-Za-z]{2})$/i;

/** "Standard" address pattern (000 §5 optional variant, 001 §5 helper, 002 §5 agent e-mail). */
export const STANDARD_EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** "Basic" pattern of the verification gate: something@something.something, no spaces. */
const BASIC_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed text of a value, or null when it is too long to be an address. */
function candidate(value: unknown): string | null {
  const text = asText(value).trim();
  return text.length > MAX_EMAIL_LENGTH ? null : text;
}

/** True when the value matches the 000 §5 product pattern. */
export function isProductEmail(value: unknown): boolean {
  const text = candidate(value);
  return text !== null && PRODUCT_EMAIL_PATTERN.test(text);
}

/** True when the value matches the standard pattern. */
export function isStandardEmail(value: unknown): boolean {
  const text = candidate(value);
  return text !== null && STANDARD_EMAIL_PATTERN.test(text);
}

/** True when the value matches the basic pattern. */
export function isBasicEmail(value: unknown): boolean {
  const text = candidate(value);
  return text !== null && BASIC_EMAIL_PATTERN.test(text);
}

/** Address-page e-mail: empty or invalid gives 'Please enter your valid email address.' */
export function validateEmail(value: unknown): string | null {
  return isProductEmail(value) ? null : ERROR_MESSAGES.emailInvalid;
}

/**
 * Optional e-mail (000 §5 "optional variant elsewhere", 001 §5 general helper): empty is fine;
 * if present it must match the standard pattern. The spec gives no message for this variant;
 * bizline uses the address-page e-mail message.
 */
export function validateOptionalEmail(value: unknown): string | null {
  if (asText(value).trim() === '') return null;
  return isStandardEmail(value) ? null : ERROR_MESSAGES.emailInvalid;
}

/** Case-insensitive, trimmed equality of two e-mail values. */
export function sameEmail(a: unknown, b: unknown): boolean {
  return asText(a).trim().toLowerCase() === asText(b).trim().toLowerCase();
}
