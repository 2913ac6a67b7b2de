/**
 * Pure formatting helpers for phone numbers, prices, tax ids, search terms and calendar days.
 * Every function accepts `unknown` and returns a string; none throws.
 */
import { PHONE_DIGITS } from './constants';
import { asText } from './input';

/** The ASCII digits of a value, in order (everything else dropped). */
export function digitsOnly(value: unknown): string {
  return asText(value).replace(/[^0-9]/g, '');
}

/**
 * Phone as typed on the address page: digits only, at most 10, dashed ddd-ddd-dddd as far as
 * typed ('201' -> '201', '2015' -> '201-5', '2015550123' -> '201-555-0123'). 000 §5; this is
 * also the stored form (000 §3 "phone (stored as ddd-ddd-dddd)").
 */
export function formatPhoneDashed(value: unknown): string {
  const digits = digitsOnly(value).slice(0, PHONE_DIGITS);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Dashes removed before a phone number is sent. */
export function stripDashes(value: unknown): string {
  return asText(value).replace(/-/g, '');
}

/** The 10 digits of a phone value when it has exactly 10 digits, otherwise null. */
function tenDigits(value: unknown): string | null {
  const digits = digitsOnly(value);
  return digits.length === PHONE_DIGITS ? digits : null;
}

/**
 * Display format (xxx) xxx-xxxx. A value without exactly 10 digits cannot be
 * laid out, so its text is returned unchanged.
 */
export function formatPhoneDisplay(value: unknown): string {
  const d = tenDigits(value);
  return d === null ? asText(value) : `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** Print format xxx.xxx.xxxx used by the printable cart. */
export function formatPhonePrint(value: unknown): string {
  const d = tenDigits(value);
  return d === null ? asText(value) : `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
}

/**
 * "A 10-digit number without dashes is shown in 3-3-4 form": '2015550123' ->
 * '201-555-0123'. Anything else (already dashed, other lengths) is returned unchanged.
 */
export function formatTenDigitPhone(value: unknown): string {
  const text = asText(value);
  return /^[0-9]{10}$/.test(text)
    ? `${text.slice(0, 3)}-${text.slice(3, 6)}-${text.slice(6)}`
    : text;
}

/**
 * Joint-offer price with any minus sign stripped: the price arrives as a
 * negative credit but is shown as an amount. Covers ASCII hyphen-minus and U+2212.
 */
export function stripMinusSign(value: unknown): string {
  return asText(value).replace(/[-\u2212]/g, '');
}

/** Tax id with non-alphanumerics removed before it is encrypted and sent. */
export function normalizeTaxId(value: unknown): string {
  return asText(value).replace(/[^A-Za-z0-9]/g, '');
}

/** Street term, unit term and zip are uppercased before search. */
export function toSearchTerm(value: unknown): string {
  return asText(value).toUpperCase();
}

/**
 * Key for "matching ignores spaces, commas and case" (000 §4 street suggestions, 000 §5 units):
 * all whitespace and commas removed, lower-cased.
 */
export function matchKey(value: unknown): string {
  return asText(value).replace(/[\s,]/g, '').toLowerCase();
}

/**
 * A calendar day 'YYYY-MM-DD' as 'Tuesday, December 1, 2026' (the day itself, whatever the
 * visitor's time zone); anything else as given.
 */
export function formatLongDay(value: unknown): string {
  const text = asText(value);
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : null;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text) return text;
  return day.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
