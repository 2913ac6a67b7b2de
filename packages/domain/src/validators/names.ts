/**
 * General name helper: 2 to 30 characters of letters, digits,
 * underscore, hyphen or whitespace, with at least two consecutive letters.
 *
 * The spec gives this helper no message. Where a message is needed bizline uses the agent form's
 * wording ('Enter a valid First Name' / 'Enter a valid Last Name', 002 §5).
 */
import { ERROR_MESSAGES } from '../errors';
import { asText } from '../input';

/** 2-30 characters (code points) of letters, digits, underscore, hyphen or whitespace. */
const NAME_PATTERN = /^[\p{L}\p{M}0-9_\s-]{2,30}$/u;
/** Two consecutive letters. */
const TWO_LETTERS = /\p{L}\p{M}*\p{L}/u;

/** Whether a value has at least two consecutive letters. */
export function hasTwoConsecutiveLetters(value: unknown): boolean {
  return TWO_LETTERS.test(asText(value));
}

/** Whether a value satisfies the name helper. */
export function isValidName(value: unknown): boolean {
  const text = asText(value);
  // The length check first keeps huge input away from the patterns.
  return text.length <= 60 && NAME_PATTERN.test(text) && hasTwoConsecutiveLetters(text);
}

/** Name helper as a field validator; `which` picks the first- or last-name message. */
export function validateName(value: unknown, which: 'first' | 'last' = 'first'): string | null {
  if (isValidName(value)) return null;
  return which === 'last' ? ERROR_MESSAGES.lastNameInvalid : ERROR_MESSAGES.firstNameInvalid;
}
