/**
 * Due-date reservation.
 */
import { DUE_DATE_INTERVAL_PREFIX } from '../constants';
import { ERROR_MESSAGES } from '../errors';
import { asList, asText, equalsIgnoreCase, readField } from '../input';

/** Classic (Checkout/SetDueDate): success when Status is success, in any case. */
export function isClassicReservationSuccess(response: unknown): boolean {
  return equalsIgnoreCase(readField(response, 'Status'), 'success');
}

/**
 * Quote-based (Checkout/SetDueDatesByCoA): the first entry of outputField.dueDatesSetField must
 * have messageField success, in any case.
 */
export function isQuoteReservationSuccess(response: unknown): boolean {
  const first = asList(readField(readField(response, 'outputField'), 'dueDatesSetField'))[0];
  return equalsIgnoreCase(readField(first, 'messageField'), 'success');
}

/**
 * Reservation as a validator: a failed or non-success reservation (an unavailable
 * slot included) gives 'Selected Slot in the given Due Date is not available.  Please select
 * other Slot/Date'.
 */
export function validateDueDateReservation(
  response: unknown,
  flow: 'classic' | 'quote',
): string | null {
  const ok =
    flow === 'quote' ? isQuoteReservationSuccess(response) : isClassicReservationSuccess(response);
  return ok ? null : ERROR_MESSAGES.dueDateSlotUnavailable;
}

/** Quote-based intervals arrive as 'Anytime Between 8AM-12PM'; the prefix is removed. */
export function stripIntervalPrefix(interval: unknown): string {
  const text = asText(interval);
  return text.startsWith(DUE_DATE_INTERVAL_PREFIX)
    ? text.slice(DUE_DATE_INTERVAL_PREFIX.length)
    : text;
}
