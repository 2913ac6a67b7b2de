import type { z } from 'zod';
import type { CHECKOUT_CALLS, depositRequest, statusAnswer } from '@bizline/domain/wire/checkout';
import { api } from '../../../shared/api/client';

const PATH: (typeof CHECKOUT_CALLS)['payDeposit']['path'] = 'Checkout/RefundableDeposit';

export type DepositRequest = z.input<typeof depositRequest>;
export type DepositAnswer = z.infer<typeof statusAnswer>;

/** POST Checkout/RefundableDeposit (90 s): the card or account is tokenised by the server. */
export function postDeposit(body: DepositRequest): Promise<DepositAnswer> {
  return api.post<DepositAnswer>(PATH, body, { timeout: 'long' });
}
