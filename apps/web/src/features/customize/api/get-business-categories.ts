import { useQuery } from '@tanstack/react-query';
import type { CART_CALLS } from '@bizline/domain/wire/cart';
import { api } from '../../../shared/api/client';

const PATH: (typeof CART_CALLS)['businessCategories']['path'] =
  'PrdSelection/GetBusinessCategoryList';

interface BusinessCategory {
  id: string;
  name: string;
}

/** GET PrdSelection/GetBusinessCategoryList: categories of the local business listing. */
async function getBusinessCategories(): Promise<BusinessCategory[]> {
  const answer = await api.get<{ categories?: BusinessCategory[] }>(PATH);
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
