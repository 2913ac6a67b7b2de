import type { z } from 'zod';
import type { depositRequest, statusAnswer } from '@bizline/domain/wire/checkout';
import { CHECKOUT_CALLS } from '@bizline/domain/wire/checkout/calls';
import { api } from '../../../shared/api/client';

export type DepositRequest = z.input<typeof depositRequest>;
export type DepositAnswer = z.infer<typeof statusAnswer>;

/** POST Checkout/RefundableDeposit (90 s): the card or account is tokenised by the server. */
export function postDeposit(body: DepositRequest): Promise<DepositAnswer> {
  return api.call(CHECKOUT_CALLS.payDeposit, body, { timeout: 'long' });
}
