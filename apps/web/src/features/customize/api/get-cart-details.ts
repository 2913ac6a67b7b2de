import { useQuery } from '@tanstack/react-query';
import { CART_CALLS } from '@bizline/domain/wire/cart/calls';
import { api } from '../../../shared/api/client';
import { CART_DETAILS_KEY } from '../../../shared/cart/cart-views';

/** GET Cart/GetCartDetails: the cart's selections, held numbers, priced plan and
 * the placed order's number when there is one (a failure goes to the
 * fallback page with NTE_PC_GETCARTDETAILS, 001 §8). */
export function useCartDetails() {
  return useQuery({ queryKey: CART_DETAILS_KEY, queryFn: () => api.call(CART_CALLS.cartDetails) });
}
