import type { CHECKOUT_CALLS, StatusAnswer } from '@bizline/domain/wire/checkout';
import { api } from '../../../shared/api/client';

const PATH: (typeof CHECKOUT_CALLS)['acceptTerms']['path'] = 'Checkout/AcceptTerms';

/** POST Checkout/AcceptTerms: the terms checkbox (tosCheck). */
export function postAcceptTerms(): Promise<StatusAnswer> {
  return api.post<StatusAnswer>(PATH, { tosCheck: 'Y' });
}
