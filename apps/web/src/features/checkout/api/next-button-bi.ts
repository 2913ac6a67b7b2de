import type { z } from 'zod';
import type { NextButtonBIRequest, nextButtonBIResponse } from '@bizline/domain/wire/checkout';
import { CHECKOUT_CALLS } from '@bizline/domain/wire/checkout/calls';
import { api } from '../../../shared/api/client';

export type NextButtonBIAnswer = z.infer<typeof nextButtonBIResponse>;

/** POST Checkout/NextButtonBI (90 s, 002 §7): contact info and the billing block. Sent as JSON
 * (the server accepts form and JSON; the blocks are nested). */
export function postNextButtonBI(body: NextButtonBIRequest): Promise<NextButtonBIAnswer> {
  return api.call(CHECKOUT_CALLS.nextButtonBI, body, { timeout: 'long' });
}
