import { badRequest } from '../../http-errors';

/** A 400 naming `field` when a validator answered a message (validators answer null when fine). */

export function fieldError(message: string | null, field: string): void {
  if (message) throw badRequest(`${field}: ${message}`, field);
}
