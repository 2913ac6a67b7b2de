import { useQuery } from '@tanstack/react-query';
import type { CustomizeProductsResponse } from '@bizline/domain/wire/cart';
import { CART_CALLS } from '@bizline/domain/wire/cart/calls';
import { api } from '../../../shared/api/client';
import { CUSTOMIZE_PRODUCTS_KEY } from '../../../shared/cart/cart-views';

/** GET PrdSelection/GetCustomizeProductsNew: plan tiles, routers and products per section, with
 * the server's prices for the cart's contract and the address's availability flags. */
async function getCustomizeProducts(): Promise<CustomizeProductsResponse> {
  const answer = await api.call(CART_CALLS.customizeProducts);
  // An answer without the availability flags cannot be shown: treat it as a failed call.
  if (!answer?.Availability || !answer.DataInfo) throw new Error('GetCustomizeProductsNew');
  return answer;
}

export function useCustomizeProducts() {
  return useQuery({ queryKey: CUSTOMIZE_PRODUCTS_KEY, queryFn: getCustomizeProducts });
}
