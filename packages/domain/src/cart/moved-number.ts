/**
 * Keeping a current phone number: a voice line may carry the number the business
 * has today, moved (ported) from its current provider, instead of a new number from the
 * provider's pool. Such a number must be a valid phone number (000 §5 rules), must not be one of
 * the provider's own numbers and may be on one line only. The letter of authorisation then
 * applies at checkout (checkout/terms.ts movedNumbers).
 */
import { digitsOnly } from '../format';
import { isValidPhoneDigits } from '../validators/phone';

export const MOVED_NUMBER_MESSAGES = {
  invalid: 'Please enter the 10-digit phone number your business uses today.',
  inPool:
    'That number is already one of ours, so there is nothing to move. Enter the number your business uses today, or choose a new number.',
  duplicate: 'That number is already on another line.',
} as const;

/** Why a number cannot be kept, or null. `inPool`: the provider's inventory has it. */
export function movedNumberProblem(
  value: string,
  facts: { inPool: boolean; onOtherLine: boolean },
): string | null {
  const tn = digitsOnly(value);
  if (!isValidPhoneDigits(tn)) return MOVED_NUMBER_MESSAGES.invalid;
  if (facts.inPool) return MOVED_NUMBER_MESSAGES.inPool;
  if (facts.onOtherLine) return MOVED_NUMBER_MESSAGES.duplicate;
  return null;
}
