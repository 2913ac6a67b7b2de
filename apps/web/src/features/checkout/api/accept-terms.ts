import { useQuery } from '@tanstack/react-query';
import { CHECKOUT_CALLS } from '@bizline/domain/wire/checkout/calls';
import { api } from '../../../shared/api/client';

/** POST Checkout/AcceptTerms: the terms checkbox (tosCheck) and the version that was shown. */
export function postAcceptTerms(termsVersion: string) {
  return api.call(CHECKOUT_CALLS.acceptTerms, { tosCheck: 'Y', termsVersion });
}

/** GET Checkout/TermsAndConditions: the terms in effect, shown before their checkbox. */
export function useTerms() {
  return useQuery({
    queryKey: ['termsAndConditions'],
    queryFn: () => api.call(CHECKOUT_CALLS.termsAndConditions),
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
  return useQuery({
    queryKey: ['loaNext'],
    queryFn: () => api.get<LoaNext>(CHECKOUT_CALLS.loaNext.path),
  });
}
