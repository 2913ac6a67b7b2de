import { useQuery } from '@tanstack/react-query';
import { SAVED_CART_CALLS } from '@bizline/domain/wire/saved-cart/calls';
import { api } from '../../../shared/api/client';

/** The confirmation's query key; the save sequence seeds it before opening the page. */
export const SAVE_ORDER_CONFIRMATION_KEY = ['saveOrderConfirmation'] as const;

/** GET SaveOrder/SaveOrderConfirmation: the masked e-mail of this session's last save. */
export function useSaveOrderConfirmation() {
  return useQuery({
    queryKey: SAVE_ORDER_CONFIRMATION_KEY,
    queryFn: () => api.call(SAVED_CART_CALLS.saveOrderConfirmation),
    // Every save seeds this with the sequence's own GET: no second call for the same answer.
    staleTime: Infinity,
    retry: false,
  });
}
