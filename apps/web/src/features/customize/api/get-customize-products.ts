import { useQuery } from '@tanstack/react-query';
import type { CART_CALLS, CustomizeProductsResponse } from '@bizline/domain/wire/cart';
import { api } from '../../../shared/api/client';
import { CUSTOMIZE_PRODUCTS_KEY } from '../../../shared/cart/cart-views';

/** Written out (checked against CART_CALLS) so the zod schemas stay out of the page chunk. */
const PATH: (typeof CART_CALLS)['customizeProducts']['path'] =
  'PrdSelection/GetCustomizeProductsNew';

/** GET PrdSelection/GetCustomizeProductsNew: plan tiles, routers and products per section, with
 * the server's prices for the cart's contract and the address's availability flags. */
async function getCustomizeProducts(): Promise<CustomizeProductsResponse> {
  const answer = await api.get<CustomizeProductsResponse>(PATH);
  // An answer without the availability flags cannot be shown: treat it as a failed call.
  if (!answer?.Availability || !answer.DataInfo) throw new Error('GetCustomizeProductsNew');
  return answer;
}

export function useCustomizeProducts() {
  return useQuery({ queryKey: CUSTOMIZE_PRODUCTS_KEY, queryFn: getCustomizeProducts });
}
