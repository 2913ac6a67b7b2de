import { useQuery } from '@tanstack/react-query';
import type { CART_CALLS, CartDetailsResponse } from '@bizline/domain/wire/cart';
import { api } from '../../../shared/api/client';
import { CART_DETAILS_KEY } from '../../../shared/cart/cart-views';

const PATH: (typeof CART_CALLS)['cartDetails']['path'] = 'Cart/GetCartDetails';

/** GET Cart/GetCartDetails: the cart's selections, held numbers, priced plan and
 * the placed order's number when there is one (a failure goes to the
 * fallback page with NTE_PC_GETCARTDETAILS, 001 §8). */
export function getCartDetails(): Promise<CartDetailsResponse> {
  return api.get<CartDetailsResponse>(PATH);
}

export function useCartDetails() {
  return useQuery({ queryKey: CART_DETAILS_KEY, queryFn: getCartDetails });
}
