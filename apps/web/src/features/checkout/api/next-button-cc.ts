import type { z } from 'zod';
import type { CreditCheckRequest, nextButtonCCResponse } from '@bizline/domain/wire/checkout';
import { CHECKOUT_CALLS } from '@bizline/domain/wire/checkout/calls';
import { api } from '../../../shared/api/client';

export type NextButtonCCAnswer = z.infer<typeof nextButtonCCResponse>;

/** POST Checkout/NextButtonCC (90 s, 002 §7). SSN and tax id in `body` are already encrypted. */
export function postNextButtonCC(body: CreditCheckRequest): Promise<NextButtonCCAnswer> {
  return api.call(CHECKOUT_CALLS.nextButtonCC, body, { timeout: 'long' });
}
