import type { QueryClient } from '@tanstack/react-query';
import type {
  CartDetailsResponse,
  CustomizeProductsResponse,
  FloatingCartResponse,
} from '@bizline/domain/wire/cart';
import { putFloatingCart } from './floating-cart-query';

/** Query keys of the cart's views besides the floating cart (GetCartDetails, GetCustomizeProductsNew). */
export const CART_DETAILS_KEY = ['cartDetails'] as const;
export const CUSTOMIZE_PRODUCTS_KEY = ['customizeProducts'] as const;

/** The cart views a successful change answers (wire/cart.ts changedCartViews). */
export interface ChangedCartViews {
  floatingCart?: FloatingCartResponse;
  cartDetails?: CartDetailsResponse;
  customizeProducts?: CustomizeProductsResponse;
}

/**
 * Puts every cart view a change answered into the cache (issue 10: one request per change, no
 * re-read). A view the answer lacks (a failed change, an older server) is refetched instead.
 */
export async function putCartViews(
  client: QueryClient,
  answer: ChangedCartViews | null | undefined,
): Promise<void> {
  const views = [
    [CART_DETAILS_KEY, answer?.cartDetails],
    [CUSTOMIZE_PRODUCTS_KEY, answer?.customizeProducts],
  ] as const;
  await Promise.all([
    putFloatingCart(client, answer),
    ...views.map(async ([queryKey, data]) => {
      if (!data) return client.invalidateQueries({ queryKey });
      await client.cancelQueries({ queryKey });
      client.setQueryData(queryKey, data);
    }),
  ]);
}
