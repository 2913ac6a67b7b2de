import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  StatusAnswer,
  broadbandLabelResponse,
  letterOfAuthorizationRequest,
} from '@bizline/domain/wire/checkout';
import { CHECKOUT_CALLS } from '@bizline/domain/wire/checkout/calls';
import { api } from '../../../shared/api/client';

export type LetterOfAuthorization = z.input<typeof letterOfAuthorizationRequest>;
export type BroadbandLabels = z.infer<typeof broadbandLabelResponse>;

/** POST Checkout/LetterOfAuthorization (form, 002 §3 fields). */
export function postLetterOfAuthorization(body: LetterOfAuthorization): Promise<StatusAnswer> {
  return api.call(CHECKOUT_CALLS.letterOfAuthorization, body);
}

/** GET Checkout/BroadbandLabelTemplate: the broadband facts of the cart's internet plan. */
function getBroadbandLabels(): Promise<BroadbandLabels> {
  return api.call(CHECKOUT_CALLS.broadbandLabel);
}

export function useBroadbandLabels() {
  return useQuery({ queryKey: ['broadbandLabels'], queryFn: getBroadbandLabels });
}
