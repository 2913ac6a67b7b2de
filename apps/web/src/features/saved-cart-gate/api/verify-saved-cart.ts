import type {
  SAVED_CART_CALLS,
  VerifySavedCartAnswer,
  VerifySavedCartBody,
} from '@bizline/domain/wire/saved-cart';
import { api } from '../../../shared/api/client';

const PATH: (typeof SAVED_CART_CALLS)['verifySavedCart']['path'] = 'SaveOrder/VerifySavedCart';

/** POST SaveOrder/VerifySavedCart { email, sessionId, altcha }: the gate (session cookie only). */
export function postVerifySavedCart(body: VerifySavedCartBody): Promise<VerifySavedCartAnswer> {
  return api.post<VerifySavedCartAnswer>(PATH, body, { auth: false });
}
