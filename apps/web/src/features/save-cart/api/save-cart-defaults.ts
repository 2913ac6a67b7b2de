import { useQuery } from '@tanstack/react-query';
import type { SAVED_CART_CALLS, SaveCartDefaultsAnswer } from '@bizline/domain/wire/saved-cart';
import { api } from '../../../shared/api/client';

/** Written out (checked against SAVED_CART_CALLS) so the zod schemas stay out of the chunk. */
const PATH: (typeof SAVED_CART_CALLS)['saveCartDefaults']['path'] = 'SaveOrder/SaveCartDefaults';

/** GET SaveOrder/SaveCartDefaults: the e-mail the server already knows for this visit. */
function fetchSaveCartDefaults(): Promise<SaveCartDefaultsAnswer> {
  return api.get<SaveCartDefaultsAnswer>(PATH);
}

/** The save-cart form's starting values; a failed call leaves the form empty (not an error). */
export function useSaveCartDefaults() {
  return useQuery({
    queryKey: ['saveCartDefaults'] as const,
    queryFn: fetchSaveCartDefaults,
    retry: false,
    staleTime: 0,
  });
}
