import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { installmentsResponse } from '@bizline/domain/wire/checkout';
import { CHECKOUT_CALLS } from '@bizline/domain/wire/checkout/calls';
import { api } from '../../../shared/api/client';

export type Installments = z.infer<typeof installmentsResponse>;
export const INSTALLMENTS_KEY = ['checkoutInstallments'] as const;

/** GET Checkout/GetInstallments: the installment lines of the cart as the server priced them
 * (one-time 3, equipment 12, router 12 months by default, 002 §9). */
function getInstallments(): Promise<Installments> {
  return api.call(CHECKOUT_CALLS.installments);
}

export function useInstallments() {
  return useQuery({ queryKey: INSTALLMENTS_KEY, queryFn: getInstallments });
}
