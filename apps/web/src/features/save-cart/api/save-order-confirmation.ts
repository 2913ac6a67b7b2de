import { useQuery } from '@tanstack/react-query';
import type {
  SAVED_CART_CALLS,
  SaveOrderConfirmationAnswer,
} from '@bizline/domain/wire/saved-cart';
import { api } from '../../../shared/api/client';

const PATH: (typeof SAVED_CART_CALLS)['saveOrderConfirmation']['path'] =
  'SaveOrder/SaveOrderConfirmation';

/** GET SaveOrder/SaveOrderConfirmation: the masked e-mail of this session's last save. */
export function fetchSaveOrderConfirmation(): Promise<SaveOrderConfirmationAnswer> {
  return api.get<SaveOrderConfirmationAnswer>(PATH);
}

/** The confirmation's query key; the save sequence seeds it before opening the page. */
export const SAVE_ORDER_CONFIRMATION_KEY = ['saveOrderConfirmation'] as const;

export function useSaveOrderConfirmation() {
  return useQuery({
    queryKey: SAVE_ORDER_CONFIRMATION_KEY,
    queryFn: fetchSaveOrderConfirmation,
    // Every save seeds this with the sequence's own GET: no second call for the same answer.
    staleTime: Infinity,
    retry: false,
  });
}
