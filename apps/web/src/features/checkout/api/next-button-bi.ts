import type { z } from 'zod';
import type {
  CHECKOUT_CALLS,
  NextButtonBIRequest,
  nextButtonBIResponse,
} from '@bizline/domain/wire/checkout';
import { api } from '../../../shared/api/client';

const PATH: (typeof CHECKOUT_CALLS)['nextButtonBI']['path'] = 'Checkout/NextButtonBI';

export type NextButtonBIAnswer = z.infer<typeof nextButtonBIResponse>;

/** POST Checkout/NextButtonBI (90 s, 002 §7): contact info and the billing block. Sent as JSON
 * (the server accepts form and JSON; the blocks are nested). */
export function postNextButtonBI(body: NextButtonBIRequest): Promise<NextButtonBIAnswer> {
  return api.post<NextButtonBIAnswer>(PATH, body, { timeout: 'long' });
}
