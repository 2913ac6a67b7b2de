import type { z } from 'zod';
import type {
  CHECKOUT_CALLS,
  CreditCheckRequest,
  nextButtonCCResponse,
} from '@bizline/domain/wire/checkout';
import { api } from '../../../shared/api/client';

const PATH: (typeof CHECKOUT_CALLS)['nextButtonCC']['path'] = 'Checkout/NextButtonCC';

export type NextButtonCCAnswer = z.infer<typeof nextButtonCCResponse>;

/** POST Checkout/NextButtonCC (90 s, 002 §7). SSN and tax id in `body` are already encrypted. */
export function postNextButtonCC(body: CreditCheckRequest): Promise<NextButtonCCAnswer> {
  return api.post<NextButtonCCAnswer>(PATH, body, { timeout: 'long' });
}
