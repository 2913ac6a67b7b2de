import { useQuery } from '@tanstack/react-query';
import { CART_CALLS } from '@bizline/domain/wire/cart/calls';
import { api } from '../../../shared/api/client';

/** GET PrdSelection/GetBusinessCategoryList: categories of the local business listing. */
async function getBusinessCategories() {
  const answer = await api.call(CART_CALLS.businessCategories);
  return answer?.categories ?? [];
}

export function useBusinessCategories(enabled: boolean) {
  return useQuery({
    queryKey: ['businessCategories'],
    queryFn: getBusinessCategories,
    enabled,
    staleTime: Infinity,
  });
}
