import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CHECKOUT_CALLS,
  StatusAnswer,
  broadbandLabelResponse,
  letterOfAuthorizationRequest,
} from '@bizline/domain/wire/checkout';
import { api } from '../../../shared/api/client';

type Calls = typeof CHECKOUT_CALLS;
const LOA: Calls['letterOfAuthorization']['path'] = 'Checkout/LetterOfAuthorization';
const LABEL: Calls['broadbandLabel']['path'] = 'Checkout/BroadbandLabelTemplate';

export type LetterOfAuthorization = z.input<typeof letterOfAuthorizationRequest>;
export type BroadbandLabels = z.infer<typeof broadbandLabelResponse>;

/** POST Checkout/LetterOfAuthorization (form, 002 §3 fields). */
export function postLetterOfAuthorization(body: LetterOfAuthorization): Promise<StatusAnswer> {
  return api.postForm<StatusAnswer>(LOA, body);
}

/** GET Checkout/BroadbandLabelTemplate: the broadband facts of the cart's internet plan. */
function getBroadbandLabels(): Promise<BroadbandLabels> {
  return api.get<BroadbandLabels>(LABEL);
}

export function useBroadbandLabels() {
  return useQuery({ queryKey: ['broadbandLabels'], queryFn: getBroadbandLabels });
}
