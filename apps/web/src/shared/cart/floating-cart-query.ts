import { useEffect } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { lostBusinessPath } from '@bizline/domain/routes';
import type { FloatingCartResponse } from '@bizline/domain/wire/cart';
import { CART_CALLS } from '@bizline/domain/wire/cart/calls';
import { api } from '../api/client';

/** Fallback code of a failed floating-cart call. */
const FLOATING_CART_FAILURE_CODE = 'NTE_PC_GETFLOATCART';

export const FLOATING_CART_QUERY_KEY = ['floatingCart'] as const;

/** GET Cart/GetFloatingCart: the priced cart. */
export function fetchFloatingCart(): Promise<FloatingCartResponse> {
  return api.call(CART_CALLS.floatingCart);
}

/** The floating cart; a failed call sends the visitor to the fallback page. */
export function useFloatingCart() {
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: FLOATING_CART_QUERY_KEY,
    queryFn: fetchFloatingCart,
    retry: false,
  });
  const failed = query.isError;
  useEffect(() => {
    if (failed) void navigate(lostBusinessPath(FLOATING_CART_FAILURE_CODE));
  }, [failed, navigate]);
  return query;
}

/**
 * Puts the floating cart a change answered into the cache (issue 10: one request per change,
 * no re-read). An answer without one (an older server, a failed change) refetches instead.
 */
export async function putFloatingCart(
  client: QueryClient,
  answer: { floatingCart?: FloatingCartResponse } | null | undefined,
): Promise<void> {
  if (answer?.floatingCart) {
    await client.cancelQueries({ queryKey: FLOATING_CART_QUERY_KEY });
    client.setQueryData(FLOATING_CART_QUERY_KEY, answer.floatingCart);
    return;
  }
  await client.invalidateQueries({ queryKey: FLOATING_CART_QUERY_KEY, refetchType: 'all' });
}
