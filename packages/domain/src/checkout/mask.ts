/**
 * Masking of sensitive values the checkout keeps or shows: only the last four digits survive.
 */
import { digitsOnly } from '../format';

/** The last four digits of a number ('' when it has fewer than four digits). */
export function last4(value: string): string {
  const digits = digitsOnly(value);
  return digits.length >= 4 ? digits.slice(-4) : '';
}

/** A mobile number shown without its first six digits: '(•••) •••-1234'. */
export function maskPhone(lastFour: string): string {
  return lastFour ? `(•••) •••-${lastFour}` : '';
}

/** A card or account shown as '•••• 1234'. */
export function maskNumber(lastFour: string): string {
  return lastFour ? `•••• ${lastFour}` : '';
}
