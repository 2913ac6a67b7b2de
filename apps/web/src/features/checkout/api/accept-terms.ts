import { useQuery } from '@tanstack/react-query';
import type { TermsResponse } from '@bizline/domain/checkout/terms';
import type { CHECKOUT_CALLS, StatusAnswer } from '@bizline/domain/wire/checkout';
import { api } from '../../../shared/api/client';

type Calls = typeof CHECKOUT_CALLS;
const PATH: Calls['acceptTerms']['path'] = 'Checkout/AcceptTerms';
const TERMS: Calls['termsAndConditions']['path'] = 'Checkout/TermsAndConditions';
const LOA_NEXT: Calls['loaNext']['path'] = 'Checkout/LOANEXT';

/** POST Checkout/AcceptTerms: the terms checkbox (tosCheck) and the version that was shown. */
export function postAcceptTerms(termsVersion: string): Promise<StatusAnswer> {
  return api.post<StatusAnswer>(PATH, { tosCheck: 'Y', termsVersion });
}

/** GET Checkout/TermsAndConditions: the terms in effect, shown before their checkbox. */
export function useTerms() {
  return useQuery({
    queryKey: ['termsAndConditions'],
    queryFn: () => api.get<TermsResponse>(TERMS),
  });
}

export interface LoaNext {
  Status: 'SUCCESS';
  /** Y only when a phone number is moved from another provider. */
  loaRequired: 'Y' | 'N';
  /** The numbers moved from another provider, which the letter authorizes. */
  numbers?: string[];
}

/** GET Checkout/LOANEXT: whether the letter of authorization applies to this cart. */
export function useLoaNext() {
  return useQuery({ queryKey: ['loaNext'], queryFn: () => api.get<LoaNext>(LOA_NEXT) });
}
