/**
 * Keyboard and as-you-type filters (000 §5 "Other helpers", waitlist "input is filtered as
 * typed"). Key filters are predicates over the minimal shape of a keydown event, so they run
 * without the DOM; the UI calls `event.preventDefault()` when they return false.
 */
import { ZIP_DIGITS } from '../constants';
import { asText } from '../input';

/** Waitlist names as typed: letters only. */
export function filterLetters(value: unknown): string {
  return asText(value).replace(/[^\p{L}\p{M}]/gu, '');
}

/** Waitlist zip as typed: up to 5 digits. */
export function filterZipInput(value: unknown): string {
  return asText(value)
    .replace(/[^0-9]/g, '')
    .slice(0, ZIP_DIGITS);
}
