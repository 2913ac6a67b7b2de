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

export function useSaveOrderConfirmation() {
  return useQuery({
    queryKey: ['saveOrderConfirmation'],
    queryFn: fetchSaveOrderConfirmation,
    retry: false,
  });
}
