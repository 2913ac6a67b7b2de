import { useQuery } from '@tanstack/react-query';
import { CHECKOUT_CALLS } from '@bizline/domain/wire/checkout/calls';
import { api } from '../../../shared/api/client';

/**
 * POST Checkout/AcceptTerms: the terms checkbox (tosCheck), the version that was shown and the
 * answer to the text-message consent checkbox beside it (kept with the words shown).
 */
export function postAcceptTerms(termsVersion: string, smsConsent: boolean) {
  return api.call(CHECKOUT_CALLS.acceptTerms, {
    tosCheck: 'Y',
    termsVersion,
    smsConsent: smsConsent ? 'Y' : 'N',
  });
}

/** GET Checkout/TermsAndConditions: the terms in effect, shown before their checkbox. */
export function useTerms() {
  return useQuery({
    queryKey: ['termsAndConditions'],
    queryFn: () => api.call(CHECKOUT_CALLS.termsAndConditions),
  });
}

/** GET Checkout/LOANEXT: whether the letter of authorization applies to this cart. */
export function useLoaNext() {
  return useQuery({
    queryKey: ['loaNext'],
    queryFn: () => api.call(CHECKOUT_CALLS.loaNext),
  });
}
