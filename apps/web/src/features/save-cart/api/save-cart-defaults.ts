import { useQuery } from '@tanstack/react-query';
import { SAVED_CART_CALLS } from '@bizline/domain/wire/saved-cart/calls';
import { api } from '../../../shared/api/client';

/** GET SaveOrder/SaveCartDefaults: the e-mail the server already knows for this visit, the
 * save-cart form's starting values; a failed call leaves the form empty (not an error). */
export function useSaveCartDefaults() {
  return useQuery({
    queryKey: ['saveCartDefaults'] as const,
    queryFn: () => api.call(SAVED_CART_CALLS.saveCartDefaults),
    retry: false,
    staleTime: 0,
  });
}
