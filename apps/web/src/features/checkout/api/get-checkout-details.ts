import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CheckoutDetails } from '@bizline/domain/wire/checkout';
import { CHECKOUT_CALLS } from '@bizline/domain/wire/checkout/calls';
import { api } from '../../../shared/api/client';

export const CHECKOUT_DETAILS_KEY = ['checkoutDetails'] as const;

export type { CheckoutDetails };

function getCheckoutDetails(): Promise<CheckoutDetails> {
  return api.call(CHECKOUT_CALLS.checkoutDetails);
}

export function useCheckoutDetails() {
  return useQuery({ queryKey: CHECKOUT_DETAILS_KEY, queryFn: getCheckoutDetails });
}

/** Re-reads the checkout after a section saved (the server decides the progress); answers the
 * fresh details. */
export function useRefreshCheckout(): () => Promise<CheckoutDetails | undefined> {
  const client = useQueryClient();
  return useCallback(async () => {
    await client.invalidateQueries({ queryKey: CHECKOUT_DETAILS_KEY });
    return client.getQueryData<CheckoutDetails>(CHECKOUT_DETAILS_KEY);
  }, [client]);
}
